import { useEffect, useState } from 'react';
import { Box, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import type { PetType } from '@common/pet-schemas';
import { PetTypeIcon } from '../../../components/pet-type-icon';
import { PET_PHOTO_TYPES, petPhotoProblem } from '@common/pet-photo-rules';

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

/** Picks a profile photo and previews it; the upload itself happens after the pet is saved. */
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

  const pick = (picked: File | null) => {
    if (!picked) return;
    const reason = petPhotoProblem(picked);
    setProblem(reason);
    onChange(reason ? null : picked);
  };
  const shown = previewUrl ?? currentUrl ?? null;

  return (
    <Input.Wrapper label="Photo" description="JPEG, PNG or WebP, up to 5 MB" error={problem}>
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Box
          w={88}
          h={88}
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
            <Image src={shown} alt={file ? 'Preview of the chosen photo' : 'Current photo'} w={88} h={88} fit="cover" />
          ) : (
            <PetTypeIcon petType={petType} size={40} color="var(--mantine-color-orange-light-color)" aria-hidden />
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <FileButton onChange={pick} accept={PET_PHOTO_TYPES.join(',')} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={shown ? <IconPhoto size={14} /> : <IconUpload size={14} />}>
                  {shown ? 'Change Photo' : 'Choose Photo'}
                </Button>
              )}
            </FileButton>
            {file ? (
              <Button variant="subtle" color="gray" size="xs" leftSection={<IconX size={14} />} onClick={() => onChange(null)} disabled={disabled}>
                Remove
              </Button>
            ) : null}
          </Group>
          {file ? (
            <Text size="xs" c="dimmed" truncate>
              {file.name}
            </Text>
          ) : null}
          {progress !== null ? <Progress value={progress} size="sm" animated aria-label="Photo upload progress" /> : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
