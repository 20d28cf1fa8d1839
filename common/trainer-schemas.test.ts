// The trainer workspace's shared rules the web checks before sending.
import { describe, expect, it } from 'vitest';
import { bookingSessionInputSchema, reportCardMediaProblem, sessionInputSchema } from './trainer-schemas';

describe('reportCardMediaProblem', () => {
  it('takes photos up to 5 MB and videos up to 200 MB, nothing else', () => {
    expect(reportCardMediaProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(reportCardMediaProblem({ type: 'video/webm;codecs=vp9', size: 50 * 1024 * 1024 })).toBeNull();
    expect(reportCardMediaProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Photos can be at most 5 MB.');
    expect(reportCardMediaProblem({ type: 'video/mp4', size: 200 * 1024 * 1024 + 1 })).toBe('Videos can be at most 200 MB.');
    expect(reportCardMediaProblem({ type: 'image/gif', size: 10 })).toBe(
      'Please upload a JPEG, PNG or WebP photo, or an MP4, WebM or QuickTime video.',
    );
  });
});

describe('session inputs', () => {
  it('turns blanks into null and an empty booking-session body into empty text', () => {
    const parsed = sessionInputSchema.parse({ date: '2026-01-05T09:00:00Z', duration: 30, notes: '  ' });
    expect(parsed).toEqual({
      date: new Date('2026-01-05T09:00:00Z'),
      duration: 30,
      programId: null,
      notes: null,
      achievements: null,
      homework: null,
    });
    expect(bookingSessionInputSchema.parse(undefined)).toEqual({ notes: null, achievements: null, homework: null });
  });
});
