// The program's thumbnail: an image uploaded to us, never another site's address (issue 27). The
// browser checks the chosen file's type and size first; the server checks its bytes.
import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { PET_PHOTO_TYPES, PHOTO_WRONG_TYPE_MESSAGE } from '@common/pet-photo-rules';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TOO_LARGE_MESSAGE } from '@common/program-thumbnail';
import { serverMessage } from '../../../lib/api-client';
import { uploadProgramThumbnail } from '../api/upload-thumbnail';
import type { BuilderForm } from './builder-form';

function fileProblem(file: File): string | null {
  if (!(PET_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_WRONG_TYPE_MESSAGE;
  if (file.size > THUMBNAIL_MAX_BYTES) return THUMBNAIL_TOO_LARGE_MESSAGE;
  return null;
}

export function ThumbnailField({ form }: { form: BuilderForm }) {
  const [uploading, setUploading] = useState(false);
  const thumbnail = form.getValues().thumbnail;
  const error = form.errors.thumbnail;

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      form.setFieldError('thumbnail', problem);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadProgramThumbnail(file);
      form.setFieldValue('thumbnail', uploaded.thumbnail);
      form.clearFieldError('thumbnail');
    } catch (failure) {
      form.setFieldError('thumbnail', serverMessage(failure, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label="Thumbnail" description="JPEG, PNG or WebP, up to 2 MB" error={error}>
      <Stack gap="xs" mt={4}>
        {thumbnail ? <Image src={thumbnail} alt="Program thumbnail" h={120} w={200} fit="cover" radius="sm" /> : null}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={PET_PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={uploading} leftSection={<IconPhotoUp size={16} />}>
                {thumbnail ? 'Replace image' : 'Upload image'}
              </Button>
            )}
          </FileButton>
          {thumbnail ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={() => form.setFieldValue('thumbnail', '')}
            >
              Remove image
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
