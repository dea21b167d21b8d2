import type { ReactNode } from 'react';
import type { Lead } from '../api/owner-api';
import { ATTRIBUTION_LABELS, recordedKeys } from '../../server/domain/attribution/attribution-labels';
import { texts } from '../texts';
import { httpUrl } from './plain-text';

/** A page address as a link when it is an http(s) one, else as text. */
function address(value: string): ReactNode {
  const href = httpUrl(value);
  return href === null ? value : <a href={href}>{value}</a>;
}

/**
 * "Where it came from": what the lead's attribution recorded (campaign values, click ids,
 * referrer, landing page), then the page it was submitted on; says so when nothing was recorded.
 */
export function LeadOrigin({ lead }: { lead: Pick<Lead, 'attribution' | 'pageUrl'> }) {
  const keys = recordedKeys(lead.attribution);
  const isPage = (key: string) => key === 'referrer' || key === 'landingPage';
  return (
    <section aria-labelledby="lead-origin" className="lead__section">
      <h2 id="lead-origin">{texts.lead.origin}</h2>
      {keys.length === 0 && <p>{texts.lead.noOrigin}</p>}
      {(keys.length > 0 || lead.pageUrl !== null) && (
        <dl className="lead__values">
          {keys.map((key) => {
            const value = lead.attribution?.[key] ?? '';
            return (
              <div key={key} className="lead__pair">
                <dt>{ATTRIBUTION_LABELS[key]}</dt>
                <dd>{isPage(key) ? address(value) : value}</dd>
              </div>
            );
          })}
          {lead.pageUrl !== null && (
            <div className="lead__pair">
              <dt>{texts.lead.submissionPage}</dt>
              <dd>{address(lead.pageUrl)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
