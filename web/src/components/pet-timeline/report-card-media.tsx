import { Image, SimpleGrid } from '@mantine/core';
import type { ReportCardMedia } from '@common/trainer-schemas';

/** A report card's photos inline and videos with the browser's controls. */
export function ReportCardMediaGrid({ media, petName }: { media: ReportCardMedia[]; petName: string }) {
  if (media.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
      {media.map((item) =>
        item.contentType.startsWith('video/') ? (
          <video
            key={item.id}
            src={item.address}
            controls
            preload="metadata"
            style={{ width: '100%', borderRadius: 8 }}
            aria-label={`Video of ${petName}`}
          />
        ) : (
          <Image key={item.id} src={item.address} alt={`Photo of ${petName}`} radius="md" fit="cover" mah={220} />
        ),
      )}
    </SimpleGrid>
  );
}
