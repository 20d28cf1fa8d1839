import { useEffect, useState } from 'react';
import { Box, Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import type { PetType } from '@common/pet-schemas';
import { PET_PHOTO_TYPES, petPhotoProblem } from '@common/pet-photo-rules';
import { PetTypeIcon } from '../../../components/pet-type-icon';

type PhotoPickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The pet's current photo, shown until another file is picked. */
  currentUrl?: string | null;
  petType: PetType;
  /** Upload progress 0-100 while the picked file is being sent, else null. */
  progress: number | null;
  disabled?: boolean;
};

const THUMB = 72;

/**
 * A drop area (or click to browse) for the profile photo, with a preview. The upload itself
 * happens after the pet is saved; its progress shows under the area.
 */
export function PhotoPicker({ file, onChange, currentUrl, petType, progress, disabled }: PhotoPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The type filter of the file dialog is only a hint (and a drop skips it): the shared rule decides.
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const reason = petPhotoProblem(picked);
    setProblem(reason);
    onChange(reason ? null : picked);
  };
  const reject = (rejections: FileRejection[]) => {
    const first = rejections[0]?.file;
    if (first) pick(first);
  };
  const shown = previewUrl ?? currentUrl ?? null;

  return (
    <Input.Wrapper label="Photo" description="JPEG, PNG or WebP, up to 5 MB" error={problem}>
      <Stack gap={6} mt={6}>
        <Dropzone
          onDrop={(files) => pick(files[0])}
          onReject={reject}
          accept={[...PET_PHOTO_TYPES]}
          multiple={false}
          // The plain file input, not the File System Access picker: one behaviour in every browser.
          useFsAccessApi={false}
          disabled={disabled}
          p="sm"
          aria-label={shown ? 'Change photo: drop an image or click to choose' : 'Add a photo: drop an image or click to choose'}
        >
          <Group gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Box
              w={THUMB}
              h={THUMB}
              style={{
                flex: '0 0 auto',
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
                background: 'var(--mantine-color-orange-light)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {shown ? (
                <Image src={shown} alt={file ? 'Preview of the chosen photo' : 'Current photo'} w={THUMB} h={THUMB} fit="cover" />
              ) : (
                <PetTypeIcon petType={petType} size={36} color="var(--mantine-color-orange-light-color)" aria-hidden />
              )}
            </Box>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Dropzone.Idle>{shown ? <IconPhoto size={16} aria-hidden /> : <IconUpload size={16} aria-hidden />}</Dropzone.Idle>
                <Dropzone.Accept>
                  <IconUpload size={16} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={16} aria-hidden />
                </Dropzone.Reject>
                <Text size="sm" fw={500}>
                  {shown ? 'Drop a new photo here' : 'Drop a photo here'}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {file ? file.name : 'or click to choose a file'}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {file ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconX size={14} />}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              Remove
            </Button>
          </Group>
        ) : null}
        {progress !== null ? <Progress value={progress} size="sm" animated aria-label="Photo upload progress" /> : null}
      </Stack>
    </Input.Wrapper>
  );
}
