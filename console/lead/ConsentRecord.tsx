import { texts } from '../texts';
import type { ConsentView } from './consent-view';

/** The consent block a visitor saw and what they chose, all as plain text. */
export function ConsentRecord({ consent }: { consent: ConsentView | null }) {
  return (
    <section aria-labelledby="lead-consent" className="lead__section">
      <h2 id="lead-consent">{texts.lead.consent}</h2>
      {consent === null ? (
        <p>{texts.lead.noConsent}</p>
      ) : (
        <dl className="lead__values">
          <div className="lead__pair">
            <dt>{texts.lead.consentType}</dt>
            <dd>{consent.type}</dd>
          </div>
          {consent.texts.length > 0 && (
            <div className="lead__pair">
              <dt>{texts.lead.consentTexts}</dt>
              <dd>
                {consent.texts.map((text, index) => (
                  <p key={index}>{text}</p>
                ))}
              </dd>
            </div>
          )}
          {consent.checkboxes.map((checkbox, index) => (
            <div key={index} className="lead__pair">
              <dt>{checkbox.label}</dt>
              <dd>{checkbox.checked ? texts.lead.ticked : texts.lead.notTicked}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
