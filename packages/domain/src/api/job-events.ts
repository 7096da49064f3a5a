import { z } from 'zod';

/**
 * What a background job tells the page while it works (GET /api/events, Server-Sent Events): which of the
 * researcher's records it is about, the step it is at, and when it has finished. The page then asks the
 * record's own GET endpoint for the result; an event never carries the result itself.
 */
export const JOB_TOPICS = ['grammar-check', 'digital-edit', 'digital-translation', 'data-export', 'document-analysis'] as const;
export type TJobTopic = (typeof JOB_TOPICS)[number];

/** The steps jobs report, each a catalogue text `job-step-<step>`. */
export const JOB_STEPS = [
  'reading',
  'checking',
  'scoring',
  'editing',
  'translating',
  'saving',
  'collecting',
  'packing',
  'analysing',
] as const;
export type TJobStep = (typeof JOB_STEPS)[number];

/**
 * Each topic's steps in order, with their usual shares of the job's time: the jobs report them, the page
 * draws its bar from them (and shows the count before the first event).
 */
export const JOB_STEPS_OF: Readonly<Record<TJobTopic, readonly (readonly [TJobStep, number])[]>> = {
  'grammar-check': [
    ['reading', 2],
    ['checking', 7],
    ['scoring', 1],
  ],
  'digital-edit': [
    ['reading', 1],
    ['editing', 8],
    ['saving', 1],
  ],
  'digital-translation': [
    ['reading', 1],
    ['translating', 8],
    ['saving', 1],
  ],
  'data-export': [
    ['collecting', 1],
    ['packing', 9],
  ],
  'document-analysis': [['analysing', 1]],
};

export const ZJobEvent = z.object({
  topic: z.enum(JOB_TOPICS),
  /** The record's identity as its GET endpoint names it (a data export's number as text). */
  id: z.string().max(64),
  state: z.enum(['running', 'done', 'failed']),
  /** 1-based: step 2 of 3. */
  step: z.number().int().min(1),
  steps: z.number().int().min(1),
  stepKey: z.enum(JOB_STEPS),
  /** Parts of the current step done and in all (files packed, parts translated), when it has parts. */
  done: z.number().int().min(0).nullable(),
  total: z.number().int().min(0).nullable(),
  /** The job's own estimate of the time left, from the time its finished steps took; null before it can tell. */
  remainingMs: z.number().int().min(0).nullable(),
});
export type TJobEvent = z.infer<typeof ZJobEvent>;

/** The SSE event names: a job's progress, and "ask again" after the server lost events (a reconnect to the database). */
export const JOB_EVENT_NAME = 'job';
export const RESYNC_EVENT_NAME = 'resync';
/** Sent once a stream is subscribed: the page knows from it that pushed events will arrive. */
export const READY_EVENT_NAME = 'ready';
