import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconPaw } from '@tabler/icons-react';

type BrandLogoProps = {
  size?: 'sm' | 'md' | 'lg';
  /** A class for the product name, e.g. to hide it where the bar is crowded. */
  nameClassName?: string;
};

const dimensions = {
  sm: { icon: 30, glyph: 18, text: 18 },
  md: { icon: 36, glyph: 22, text: 21 },
  lg: { icon: 56, glyph: 34, text: 34 },
} as const;

/** The PawsConnect mark: a paw in a warm gradient badge beside the product name. */
export function BrandLogo({ size = 'md', nameClassName }: BrandLogoProps) {
  const d = dimensions[size];
  return (
    <Group gap={size === 'lg' ? 'sm' : 8} wrap="nowrap">
      <ThemeIcon size={d.icon} radius="xl" variant="gradient" gradient={{ from: 'orange.6', to: 'red.5', deg: 135 }} aria-hidden>
        <IconPaw size={d.glyph} stroke={2.2} />
      </ThemeIcon>
      <Text
        component="span"
        className={nameClassName}
        fw={800}
        fz={d.text}
        lh={1}
        style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
      >
        PawsConnect
      </Text>
    </Group>
  );
}
