// /messages (decisions.md 63): the caller's conversations, unread first, searchable by pet or person;
// staff see the business's inbox too, with its filters. Owners start one with the business here.
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import type { InboxFilter } from '@common/message-schemas';
import { PageHeader } from '../../../components/page-header';
import { StartConversationButton } from '../../../components/messages/start-conversation-button';
import { useUser } from '../../../lib/session';
import { hasStaffRights } from '../../../lib/user-roles';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { InboxFilterTabs } from '../components/inbox-filter-tabs';

// Long enough not to ask the server per keystroke, short enough to feel live.
const SEARCH_DELAY_MS = 250;

export default function MessagesPage() {
  const user = useUser();
  if (!user.data) return null;
  return <Inbox user={user.data} />;
}

function Inbox({ user }: { user: PublicUser }) {
  const staff = hasStaffRights(user);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [filter, setFilter] = useState<InboxFilter>('all');
  const conversations = useConversations({ q, filter: staff ? filter : 'all' });
  // Staff answer as the business: they do not message it.
  const messageBusiness = staff ? undefined : (
    <StartConversationButton start={{ with: 'business' }}>Message the business</StartConversationButton>
  );

  return (
    <>
      <PageHeader
        title="Messages"
        description={
          staff
            ? 'Owners’ questions to the business, and your own conversations.'
            : 'Your conversations with the business and your pets’ trainers.'
        }
        action={messageBusiness}
      />
      <TextInput
        mb="md"
        label="Search conversations"
        placeholder="Pet or person"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {staff ? <InboxFilterTabs value={filter} onChange={setFilter} /> : null}
      <ConversationList
        conversations={conversations}
        userId={user.id}
        staffView={staff}
        searching={q !== ''}
        emptyAction={messageBusiness}
      />
    </>
  );
}
