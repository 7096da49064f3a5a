import { describe, expect, it } from 'vitest';
import {
  canRemoveService,
  ceilToDeadlineGrid,
  completedFilesState,
  formatDeadline,
  isDeadlineMismatch,
  isDownloadAvailable,
  isOnDeadlineGrid,
  orderStatusLabelKey,
  parseDeadline,
  recomputeDeadline,
} from './orders.ts';

describe('order status label', () => {
  it('is the status lowercased with its spaces removed', () => {
    expect(orderStatusLabelKey({ status: 'In Progress', completed: false, paid: true })).toBe('inprogress');
    expect(orderStatusLabelKey({ status: 'placed', completed: false, paid: false })).toBe('placed');
  });

  it("reads 'Awaiting Payment' for a completed order that is not paid", () => {
    expect(orderStatusLabelKey({ status: 'completed', completed: true, paid: false })).toBe('awaitingpayment');
    expect(orderStatusLabelKey({ status: 'completed', completed: true, paid: true })).toBe('completed');
  });
});

describe('downloads and the completed-files message', () => {
  it('allows downloads when staff released them or the order is paid', () => {
    expect(isDownloadAvailable({ downloadAvailable: false, paid: true })).toBe(true);
    expect(isDownloadAvailable({ downloadAvailable: true, paid: false })).toBe(true);
    expect(isDownloadAvailable({ downloadAvailable: false, paid: false })).toBe(false);
  });

  it('is ready when completed and downloadable, awaiting payment when completed and not, else not ready', () => {
    expect(completedFilesState({ completed: true, paid: true, downloadAvailable: false })).toBe('ready');
    expect(completedFilesState({ completed: true, paid: false, downloadAvailable: true })).toBe('ready');
    expect(completedFilesState({ completed: true, paid: false, downloadAvailable: false })).toBe('awaiting-payment');
    expect(completedFilesState({ completed: false, paid: true, downloadAvailable: true })).toBe('not-ready');
  });
});

describe('deadlines on the 30-minute grid', () => {
  it('accepts whole and half hours only', () => {
    expect(isOnDeadlineGrid(new Date('2026-05-04T10:30:00Z'))).toBe(true);
    expect(isOnDeadlineGrid(new Date('2026-05-04T10:00:00Z'))).toBe(true);
    expect(isOnDeadlineGrid(new Date('2026-05-04T10:15:00Z'))).toBe(false);
    expect(isOnDeadlineGrid(new Date('2026-05-04T10:30:01Z'))).toBe(false);
  });

  it('rounds a moment up to the next step', () => {
    expect(ceilToDeadlineGrid(new Date('2026-05-04T10:00:00.001Z')).toISOString()).toBe('2026-05-04T10:30:00.000Z');
    expect(ceilToDeadlineGrid(new Date('2026-05-04T10:30:00Z')).toISOString()).toBe('2026-05-04T10:30:00.000Z');
  });

  it("reads and writes 'YYYY-MM-DD HH:mm' in UTC, and refuses dates that do not exist", () => {
    expect(parseDeadline('2026-05-04 09:30')?.toISOString()).toBe('2026-05-04T09:30:00.000Z');
    expect(parseDeadline('2026-05-04T09:30')?.toISOString()).toBe('2026-05-04T09:30:00.000Z');
    expect(parseDeadline('2026-02-30 09:30')).toBeNull();
    expect(parseDeadline('2026-05-04 24:00')).toBeNull();
    expect(parseDeadline('tomorrow')).toBeNull();
    expect(formatDeadline('2026-05-04T09:30:00.000Z')).toBe('2026-05-04 09:30');
  });
});

describe('deadline recomputation after an edit', () => {
  it('is the latest deadline among the newly added services, rounded up to the grid', () => {
    expect(recomputeDeadline(['2026-05-04T10:10:00Z', '2026-05-06T08:00:00Z'], '2026-05-01T12:00:00Z')).toBe(
      '2026-05-06T08:00:00.000Z',
    );
    expect(recomputeDeadline(['2026-05-04T10:10:00Z'], null)).toBe('2026-05-04T10:30:00.000Z');
  });

  it("keeps the order's deadline when no service was added", () => {
    expect(recomputeDeadline([], '2026-05-01T12:00:00Z')).toBe('2026-05-01T12:00:00Z');
  });

  it('raises the mismatch alert only when services were added and the supplied deadline differs', () => {
    const calculated = '2026-05-06T08:00:00.000Z';
    expect(isDeadlineMismatch({ addedCount: 1, calculated, supplied: '2026-05-05 08:00' })).toBe(true);
    expect(isDeadlineMismatch({ addedCount: 1, calculated, supplied: '2026-05-06 08:00' })).toBe(false);
    expect(isDeadlineMismatch({ addedCount: 0, calculated, supplied: '2026-05-05 08:00' })).toBe(false);
  });
});

describe('removing a service', () => {
  it('is allowed only while more than one service remains and the service can be removed', () => {
    expect(canRemoveService(2, { canBeRemovedFromOrder: true })).toBe(true);
    expect(canRemoveService(1, { canBeRemovedFromOrder: true })).toBe(false);
    expect(canRemoveService(3, { canBeRemovedFromOrder: false })).toBe(false);
  });
});
