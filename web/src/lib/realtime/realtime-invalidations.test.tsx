import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATEGORIES } from '@common/notification-types';
import { PetSkillProgress } from '../../components/pet-skill-progress/pet-skill-progress';
import { FakeWebSocket, pageSocket } from '../../test/fake-web-socket';
import { mockApi } from '../../test/mock-api';
import { renderWithApp } from '../../test/render-with-app';
import { sampleNotification } from '../../test/sample-notification';
import { sampleProgress } from '../../test/sample-skill';
import { ownerUser } from '../../test/users';
import { skillProgressQueryKeys } from '../skill-progress-query';
import { REALTIME_INVALIDATIONS, staleKeysFor } from './realtime-invalidations';
import { useRealtimeNotifications } from './use-realtime-notifications';

/** The owner's Training tab with the live channel open, as the signed-in layout has it. */
function TrainingTab() {
  useRealtimeNotifications(ownerUser.id);
  return <PetSkillProgress petId={7} />;
}

describe('realtime invalidations', () => {
  it('names what every notification category changes', () => {
    expect(Object.keys(REALTIME_INVALIDATIONS).sort()).toEqual([...NOTIFICATION_CATEGORIES].sort());
    // Training news refreshes the skill progress the Training tab shows.
    expect(staleKeysFor({ category: 'training' })).toContainEqual(skillProgressQueryKeys.all);
    // Every notification refreshes the bell.
    for (const category of NOTIFICATION_CATEGORIES) expect(staleKeysFor({ category })).toContainEqual(['notifications']);
  });

  it('a trainer moving a step shows the new step on the open training card with its toast', async () => {
    let step = 0; // zero-based: 'Step 1 of 5'
    mockApi({
      'GET /api/pets/7/skill-progress': () => ({ body: [sampleProgress({ currentStep: step, percent: (step + 1) * 20 })] }),
      'GET /api/notifications': { body: [] },
      'GET /api/notifications/unread-count': { body: { count: 0 } },
      'GET /api/dashboard': { body: {} },
    });
    renderWithApp(<TrainingTab />);
    const card = await screen.findByRole('article', { name: 'Stay with Distance' });
    expect(within(card).getByText(/^Step 1 of 5/)).toBeInTheDocument();
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    step = 1;
    act(() =>
      FakeWebSocket.latest!.serverSends({
        type: 'notification',
        payload: sampleNotification({
          category: 'training',
          title: 'Training progress',
          message: 'Rex moved to step 2 of 5 in Stay with Distance.',
          data: { petId: 7, skillProgressId: 21 },
        }),
      }),
    );

    expect(await screen.findByText('Rex moved to step 2 of 5 in Stay with Distance.')).toBeInTheDocument();
    expect(await within(card).findByText(/^Step 2 of 5/)).toBeInTheDocument();
  });
});
