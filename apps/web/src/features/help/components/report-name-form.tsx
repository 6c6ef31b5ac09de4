import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { site } from '../../../config/site';
import { onSubmitTexts } from '../../../lib/form-submit';

/** What is being reported: a team by entry id and name, or a league by id and name. */
export type ReportTarget =
  { entryId: number; entryName: string } | { leagueId: number; leagueName: string } | null;

/** The name shown to the reporter. */
function describe(target: NonNullable<ReportTarget>): string {
  return 'entryId' in target ? target.entryName : target.leagueName || `League ${target.leagueId}`;
}

/** The moderators need the id as well as the name: names are not unique. */
function subjectOf(target: NonNullable<ReportTarget>): string {
  return 'entryId' in target
    ? `Team ${target.entryId}: ${target.entryName}`
    : `League ${target.leagueId}: ${target.leagueName}`;
}

/**
 * Report an offensive name. There is no moderation endpoint yet, so the report is handed to the
 * player's email app, addressed to the moderators.
 */
export function ReportNameForm({ target }: { target: ReportTarget }) {
  const [sent, setSent] = useState(false);
  if (!target) {
    return (
      <Alert type="error">
        Nothing to report: open this page from the team or league whose name you want to report.
      </Alert>
    );
  }
  const subject = `Offensive name: ${subjectOf(target)}`;
  const submit = onSubmitTexts(['reason'], ({ reason }) => {
    const href = `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(reason)}`;
    window.location.assign(href);
    setSent(true);
  });
  return (
    <form className="form panel" onSubmit={submit}>
      <p>
        You are reporting the name of <strong>{describe(target)}</strong>.
      </p>
      <div className="field">
        <label htmlFor="report-reason">Why is this name offensive?</label>
        <textarea id="report-reason" name="reason" rows={4} required maxLength={500} />
      </div>
      <Button type="submit">Report Name</Button>
      {sent && (
        <Alert type="success">
          Thank you. Your email app has opened with the report for our moderators.
        </Alert>
      )}
    </form>
  );
}
