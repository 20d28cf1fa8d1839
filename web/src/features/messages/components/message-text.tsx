// A message's text as written (line breaks kept), with its http(s) addresses as links that open in a
// new tab without handing it this page (decisions.md 63). React escapes the text: HTML stays text.
import { Anchor, Text } from '@mantine/core';
import { linkify } from './linkify';

export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit underline="always">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
