/** Query keys of the loyalty reads: points move with every order, so each is asked afresh when a page opens. */
export const rewardKeys = {
  all: ['rewards'] as const,
  levels: ['rewards', 'levels'] as const,
  loyalty: ['rewards', 'loyalty'] as const,
  history: (page: number) => ['rewards', 'history', page] as const,
};
