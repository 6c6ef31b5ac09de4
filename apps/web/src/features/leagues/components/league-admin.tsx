import { useState } from 'react';
import type { ReactNode } from 'react';
import type { CodePrivacy, H2hLeagueDetail, LeagueDetail, LeagueMember } from '@ofl/api';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, messageForCode } from '../../../lib/error-catalogue';
import { useBanEntry, useUnbanEntry } from '../api/bans';
import { useDeleteLeague } from '../api/delete-league';
import { useRegenerateLeagueCode } from '../api/regenerate-league-code';
import { useUpdateLeague } from '../api/update-league';
import { afterKoChange, koRoundChoices, startChoices, type H2hLimits } from '../utils/h2h-options';
import { EntrySearch } from './entry-search';
import { CopyValue } from './copy-value';
import {
  CheckField,
  CodePrivacyField,
  KoRoundsField,
  LeagueNameField,
  MaxTeamsField,
  ScoringStartsField,
} from './league-fields';
import './leagues.css';

/** A failed admin call as one line: the field's or the code's text, else a general one. */
function failure(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.badRequest) {
    const lines = Object.keys(error.badRequest).flatMap((k) => fieldErrors(error.badRequest, k));
    if (error.code) return messageForCode(error.code);
    if (lines.length) return lines.join(' ');
  }
  return 'Sorry, something went wrong. Please try again.';
}

/** One section of the administration page, named by its heading. */
function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A league of either kind; the head-to-head fields only on a head-to-head one. */
export type AdminLeague = LeagueDetail & Partial<Pick<H2hLeagueDetail, 'ko_rounds' | 'started'>>;

/** What a head-to-head league's form offers: the game's limits and the season's last gameweek. */
export type H2hAdminLimits = H2hLimits & { lastEvent: number };

function DetailsForm({
  league,
  events,
  entryId,
  h2h,
}: {
  league: AdminLeague;
  events: ReadonlyArray<{ id: number; name: string }>;
  entryId: number;
  h2h?: H2hAdminLimits;
}) {
  const update = useUpdateLeague(league, entryId);
  const [name, setName] = useState(league.name);
  const [privacy, setPrivacy] = useState<CodePrivacy>(league.code_privacy);
  const [start, setStart] = useState(String(league.start_event));
  const [closed, setClosed] = useState(league.closed);
  const [cup, setCup] = useState(league.has_cup);
  const [size, setSize] = useState(league.max_entries);
  const [ko, setKo] = useState(league.ko_rounds ?? 0);
  const blocked = league.name_change_blocked === true;
  // A started head-to-head league keeps only its name editable.
  const locked = league.started === true;
  const starts = h2h ? startChoices(events, h2h.lastEvent, ko) : events;
  const error = failure(update.error);
  return (
    <AdminSection id="admin-details" title="League details">
      <form
        className="form league-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (locked) update.mutate({ name: name.trim() });
          else if (h2h) {
            update.mutate({
              name: name.trim(),
              code_privacy: privacy,
              start_event: Number(start),
              closed,
              max_entries: size,
              ko_rounds: ko > 0 ? ko : null,
            });
          } else {
            update.mutate({
              name: name.trim(),
              code_privacy: privacy,
              start_event: Number(start),
              closed,
              has_cup: cup,
              admin_entry: league.admin_entry ?? entryId,
            });
          }
        }}
      >
        {error && <Alert type="error">{error}</Alert>}
        {update.isSuccess && !update.isPending && <Alert type="success">Changes saved.</Alert>}
        <LeagueNameField value={name} blocked={blocked} onChange={setName} />
        {!locked && (
          <>
            <CodePrivacyField value={privacy} onChange={setPrivacy} />
            {h2h && <MaxTeamsField limits={h2h} ko={ko} value={size} onChange={setSize} />}
            {h2h && koRoundChoices(h2h, h2h.lastEvent).length > 0 && (
              <KoRoundsField
                choices={koRoundChoices(h2h, h2h.lastEvent)}
                value={ko}
                onChange={(next) => {
                  const moved = afterKoChange({ size, start: Number(start) }, next, h2h.lastEvent);
                  setKo(next);
                  setSize(moved.size);
                  setStart(String(moved.start));
                }}
              />
            )}
            <ScoringStartsField events={starts} value={start} onChange={setStart} />
            <CheckField checked={closed} onChange={setClosed}>
              Close league to new entries
            </CheckField>
            {!h2h && (
              <CheckField checked={cup} onChange={setCup}>
                Add a cup to this league
              </CheckField>
            )}
          </>
        )}
        <PendingButton type="submit" pending={update.isPending} disabled={name.trim().length === 0}>
          Save changes
        </PendingButton>
      </form>
    </AdminSection>
  );
}

function CodeSection({ league }: { league: LeagueDetail }) {
  const [shown, setShown] = useState(false);
  const regenerate = useRegenerateLeagueCode(league.id);
  return (
    <AdminSection id="admin-code" title="League code">
      {league.closed ? (
        <p>This league is closed to new entries.</p>
      ) : !shown ? (
        <Button secondary onClick={() => setShown(true)}>
          View code
        </Button>
      ) : (
        <>
          {league.code && <CopyValue label="Code" value={league.code} />}
          <p>A new code stops the old one from working.</p>
          {regenerate.isError && <Alert type="error">{failure(regenerate.error)}</Alert>}
          <PendingButton
            secondary
            pending={regenerate.isPending}
            onClick={() => regenerate.mutate()}
          >
            Regenerate code
          </PendingButton>
        </>
      )}
    </AdminSection>
  );
}

/**
 * A search among the league's members and the button that acts on the one chosen; `done` clears
 * the choice and the search.
 */
function EntryAction({
  league,
  label,
  action,
  pending,
  onAct,
}: {
  league: LeagueDetail;
  label: string;
  action: string;
  pending: boolean;
  onAct: (entry: number, done: () => void) => void;
}) {
  const [chosen, setChosen] = useState<LeagueMember | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  const done = () => {
    setChosen(null);
    setSearchKey((k) => k + 1);
  };
  return (
    <>
      <EntrySearch
        key={searchKey}
        leagueId={league.id}
        adminEntry={league.admin_entry}
        label={label}
        chosen={chosen?.entry ?? null}
        onChoose={setChosen}
      />
      <PendingButton
        secondary
        pending={pending}
        disabled={!chosen}
        onClick={() => chosen && onAct(chosen.entry, done)}
      >
        {action}
      </PendingButton>
    </>
  );
}

function SuspendSection({ league }: { league: LeagueDetail }) {
  const ban = useBanEntry(league.id);
  const unban = useUnbanEntry(league.id);
  const bans = league.bans;
  const error = failure(ban.error ?? unban.error);
  return (
    <AdminSection id="admin-suspend" title="Suspend teams">
      <p>A suspended team leaves the league and cannot join it again until you unsuspend it.</p>
      {error && <Alert type="error">{error}</Alert>}
      <EntryAction
        league={league}
        label="Find a team to suspend"
        action="Suspend"
        pending={ban.isPending}
        onAct={(entry, done) => ban.mutate(entry, { onSuccess: done })}
      />
      {bans.length > 0 && (
        <DataTable
          caption="Suspended teams"
          rows={bans}
          rowKey={(b) => b.entry}
          columns={[
            {
              header: 'Manager',
              rowHeader: true,
              cell: (b) => b.player_name,
            },
            {
              header: 'Action',
              numeric: true,
              cell: (b) => (
                <Button
                  secondary
                  disabled={unban.isPending}
                  aria-label={`Unsuspend ${b.player_name}`}
                  onClick={() => unban.mutate(b.entry)}
                >
                  Unsuspend
                </Button>
              ),
            },
          ]}
        />
      )}
    </AdminSection>
  );
}

function ChangeAdminSection({
  league,
  entryId,
  onHandedOver,
}: {
  league: AdminLeague;
  entryId: number;
  onHandedOver: () => void;
}) {
  const update = useUpdateLeague(league, entryId);
  const error = failure(update.error);
  return (
    <AdminSection id="admin-change" title="Change administrator">
      <p>The new administrator runs the league from then on; you stay a member.</p>
      {error && <Alert type="error">{error}</Alert>}
      <EntryAction
        league={league}
        label="Find the new administrator"
        action="Change administrator"
        pending={update.isPending}
        onAct={(entry) => update.mutate({ admin_entry: entry }, { onSuccess: onHandedOver })}
      />
    </AdminSection>
  );
}

function DeleteSection({
  league,
  entryId,
  onDeleted,
}: {
  league: LeagueDetail;
  entryId: number;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLeague(entryId);
  return (
    <AdminSection id="admin-delete" title="Delete league">
      <Button secondary onClick={() => setConfirming(true)}>
        Delete league
      </Button>
      {confirming && (
        <Dialog title="Delete league" onClose={() => setConfirming(false)}>
          <p>Are you sure you want to delete this league?</p>
          {remove.isError && <Alert type="error">{failure(remove.error)}</Alert>}
          <ConfirmActions
            label="Delete"
            pending={remove.isPending}
            onConfirm={() => remove.mutate(league.id, { onSuccess: onDeleted })}
            onCancel={() => setConfirming(false)}
          />
        </Dialog>
      )}
    </AdminSection>
  );
}

/**
 * League Administration (SPEC §2, §4, §6): edit its details, view and regenerate its code,
 * suspend and unsuspend teams, hand it to another member, delete it. A head-to-head league
 * (`h2h` given) also sets its size and knock-out rounds; once started only its name is
 * editable and the other sections are gone.
 */
export function LeagueAdmin({
  league,
  events,
  entryId,
  h2h,
  onLeft,
}: {
  league: AdminLeague;
  events: ReadonlyArray<{ id: number; name: string }>;
  entryId: number;
  h2h?: H2hAdminLimits;
  /** Called once the league is no longer the manager's to run (handed over or deleted). */
  onLeft: () => void;
}) {
  const locked = league.started === true;
  return (
    <div className="league-admin">
      {locked && (
        <Alert type="info">
          This league&apos;s matches have started: only its name can be changed now.
        </Alert>
      )}
      <DetailsForm league={league} events={events} entryId={entryId} h2h={h2h} />
      {!locked && (
        <>
          <CodeSection league={league} />
          <SuspendSection league={league} />
          <ChangeAdminSection league={league} entryId={entryId} onHandedOver={onLeft} />
          <DeleteSection league={league} entryId={entryId} onDeleted={onLeft} />
        </>
      )}
    </div>
  );
}
