import { useEffect, useState } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatTime } from '../../lib/format';

const REFRESH_MS = 60_000; // decisions.md 31 (prices): the clock refreshes every 60 s

/** Hour and minute, refreshed every minute (on the minute, so it never lags behind). */
export function NavClock() {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const untilNextMinute = REFRESH_MS - (Date.now() % REFRESH_MS);
    const align = setTimeout(() => {
      setNow(new Date());
      interval = setInterval(() => setNow(new Date()), REFRESH_MS);
    }, untilNextMinute);
    return () => {
      clearTimeout(align);
      clearInterval(interval);
    };
  }, []);

  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      {/* On a phone the header needs the room for the cart and the bell. */}
      <Box visibleFrom="sm" display="flex">
        <IconClock size={15} aria-hidden />
      </Box>
      <Text component="time" size="sm" fw={500} dateTime={now.toISOString()} aria-label="Current time" style={{ whiteSpace: 'nowrap' }}>
        {formatTime(now)}
      </Text>
    </Group>
  );
}
