// A skill's video proof: the newest video plays in the page; earlier ones are listed with their
// dates. The trainer's dashboard and the owner's progress show it alike. Addresses are served
// only to the pet's owner and the assigned trainer, with range support so the player can seek.
import { Anchor, List, Stack, Text } from '@mantine/core';
import type { SkillProgress, SkillVideo } from '@common/skill-schemas';
import { formatDateTime } from '../lib/format';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const videoLabel = (video: SkillVideo) => `Video of ${formatDateTime(video.createdAt)} (${megabytes(video.sizeBytes)})`;

export function SkillVideos({ progress }: { progress: SkillProgress }) {
  if (!progress.videoProof) return null;
  const earlier = progress.videos.filter((video) => video.address !== progress.videoProof);
  return (
    <Stack gap="xs">
      <video
        key={progress.videoProof}
        src={progress.videoProof}
        controls
        preload="metadata"
        playsInline
        aria-label={`Video proof: ${progress.petName}, ${progress.skill.name}`}
        style={{ width: '100%', maxWidth: 560, maxHeight: 320, borderRadius: 'var(--mantine-radius-md)', background: 'black' }}
      />
      {earlier.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Earlier videos
          </Text>
          <List size="sm" spacing={2}>
            {earlier.map((video) => (
              <List.Item key={video.id}>
                <Anchor href={video.address} target="_blank" rel="noopener">
                  {videoLabel(video)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
