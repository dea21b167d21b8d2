import type { FieldMessage } from '../core/field-state';
import type { Translate } from '../i18n/translate';

export interface FieldInfoProps {
  info: FieldMessage;
  t: Translate;
  onApplySuggestion(): void;
  onResubscribe(): void;
}

/**
 * One info under a field (spec section 5): the email suggestion and the resubscribe offer are
 * buttons (one click, Enter or Space acts); other infos are text.
 */
export function FieldInfo({ info, t, onApplySuggestion, onResubscribe }: FieldInfoProps) {
  const text = t(info.key, info.params);
  if (info.key === 'emailSuggestion') {
    return (
      <button type="button" className="hs-form-link-button hs-email-suggestion" onClick={onApplySuggestion}>
        {text}
      </button>
    );
  }
  if (info.key === 'resubscribeMessage') {
    return (
      <button type="button" className="hs-form-link-button hs-resubscribe" onClick={onResubscribe}>
        {text}
      </button>
    );
  }
  return <>{text}</>;
}
