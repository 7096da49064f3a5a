import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TResponseSchema } from './api-client.ts';

/**
 * Archiving and deleting one job of an automated tool (digital editing, digital translation, grammar check):
 * the tools' calls differ only by their base path and answer, and both refresh the tool's lists afterwards.
 */
type TJobCalls<S extends TResponseSchema> = { basePath: string; schema: S; listKey: QueryKey };

const pathOf = (basePath: string, identity: string) => `${basePath}/${encodeURIComponent(identity)}`;

/** POST {basePath}/{identity}/archive */
export function useArchiveJob<S extends TResponseSchema>({ basePath, schema, listKey }: TJobCalls<S>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identity: string) => api.post(`${pathOf(basePath, identity)}/archive`, {}, schema),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** DELETE {basePath}/{identity} */
export function useDeleteJob<S extends TResponseSchema>({ basePath, schema, listKey }: TJobCalls<S>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identity: string) => api.delete(pathOf(basePath, identity), schema),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
