import { describe, expect, it } from 'vitest';
import {
  checkoutInputSchema,
  skillProgressChangeSchema,
  skillSpeciesText,
  skillSuits,
  skillVideoProblem,
  videoTooLargeMessage,
  SKILL_VIDEO_MAX_BYTES,
} from './skill-schemas';

describe('skill video rules', () => {
  it('accepts MP4, WebM (with codecs) and QuickTime up to 200 MB', () => {
    expect(skillVideoProblem({ type: 'video/mp4', size: SKILL_VIDEO_MAX_BYTES })).toBeNull();
    expect(skillVideoProblem({ type: 'video/webm;codecs=vp9,opus', size: 10 })).toBeNull();
    expect(skillVideoProblem({ type: 'video/quicktime', size: 10 })).toBeNull();
  });

  it('says why another file cannot be a video proof', () => {
    expect(skillVideoProblem({ type: 'image/png', size: 10 })).toBe('Please upload an MP4, WebM or QuickTime video.');
    expect(skillVideoProblem({ type: 'video/mp4', size: SKILL_VIDEO_MAX_BYTES + 1 })).toBe('Videos can be at most 200 MB.');
  });

  it('names a configured limit in MB, or KB below one MB', () => {
    expect(videoTooLargeMessage(50 * 1024 * 1024)).toBe('Videos can be at most 50 MB.');
    expect(videoTooLargeMessage(64 * 1024)).toBe('Videos can be at most 64 KB.');
  });
});

describe('skill payloads', () => {
  it('keeps left-out notes as they are and clears blank ones', () => {
    expect(skillProgressChangeSchema.parse({ currentStep: 2 })).toEqual({ currentStep: 2 });
    expect(skillProgressChangeSchema.parse({ notes: '   ' })).toEqual({ notes: null });
    expect(skillProgressChangeSchema.safeParse({}).success).toBe(false);
    expect(skillProgressChangeSchema.safeParse({ currentStep: 1.5 }).success).toBe(false);
  });

  it('wants at least one cart item id at checkout', () => {
    expect(checkoutInputSchema.safeParse({ cartItems: [] }).error?.issues[0].message).toBe('Your cart is empty');
    expect(checkoutInputSchema.parse({ cartItems: [3, 4] })).toEqual({ cartItems: [3, 4] });
  });
});

describe('skillSpeciesText', () => {
  it('names the species a skill suits in the pet-type order, as a card says it', () => {
    expect(skillSpeciesText(['dog'])).toBe('For dogs');
    expect(skillSpeciesText(['cat', 'dog'])).toBe('For dogs and cats');
    expect(skillSpeciesText(['small_animal', 'cat', 'dog'])).toBe('For dogs, cats and small animals');
  });
});

describe('skillSuits', () => {
  it('suits only the species the skill names', () => {
    expect(skillSuits({ species: ['dog'] }, 'dog')).toBe(true);
    expect(skillSuits({ species: ['dog'] }, 'cat')).toBe(false);
  });
});
