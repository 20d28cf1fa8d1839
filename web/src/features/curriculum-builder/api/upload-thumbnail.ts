// POST /api/training-programs/thumbnail: the builder uploads a program's thumbnail and keeps the
// address it gets (issue 27: only images uploaded to us are shown in the catalogue).
import { uploadFile } from '../../../lib/upload-file';

export const uploadProgramThumbnail = (file: File) => uploadFile<{ thumbnail: string }>('/api/training-programs/thumbnail', 'image', file);
