import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { ApiError } from '../../../lib/api-client';
import { leagueErrorText } from '../../../lib/error-catalogue';

/**
 * What both create pages need: the season's gameweeks and those a new league may start from (the
 * next one on), the game's settings, a failed create's text, and a submit that opens the new
 * league's invite page, code ready to share.
 */
export function useCreateLeague<Input>(create: UseMutationResult<{ id: number }, Error, Input>) {
  const bootstrap = useBootstrap().data;
  const navigate = useNavigate();
  const all = bootstrap?.events ?? [];
  const next = all.find((e) => e.is_next);
  const settings = bootstrap?.game_settings;
  return {
    all,
    events: next ? all.filter((e) => e.id >= next.id) : [],
    settings,
    error: create.error
      ? leagueErrorText(
          create.error instanceof ApiError ? create.error : null,
          settings ?? {},
          'create',
        )
      : null,
    submit: (input: Input) =>
      create.mutate(input, {
        onSuccess: (league) => navigate(paths.leagueInvite.getHref(league.id)),
      }),
  };
}

/** A create page: its title, then its form, or the notice once no league can start any more. */
export function CreateLeaguePage({
  title,
  open,
  children,
}: {
  title: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {open ? (
        children
      ) : (
        <Alert type="info">New leagues can no longer be created this season.</Alert>
      )}
    </section>
  );
}
