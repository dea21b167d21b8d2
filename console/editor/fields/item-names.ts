import type { EditorItem } from '../model/editor-form';
import { effectiveFieldType } from '../model/field-kinds';
import { texts } from '../../texts';

const t = texts.editor;

/** What an item is called in the list and in its buttons' names: a field's label (else its name), "Text", "Page break". */
export function itemTitle(item: EditorItem): string {
  if (item.kind === 'field') return item.field.label.trim() || item.field.name || t.noLabel;
  return item.kind === 'text' ? t.textItem : t.pageBreak;
}

/** The kind shown next to the title: a field's kind by its human name, a text's first words. */
export function itemDetail(item: EditorItem): string {
  if (item.kind === 'field') return fieldKindName(effectiveFieldType(item.field));
  if (item.kind === 'pageBreak') return '';
  const words = item.html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ').replace(/\s+/g, ' ').trim();
  if (words === '') return t.emptyText;
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
}

/** Wire aliases the embed renders like one of the editor's kinds. */
const ALIASES: Readonly<Record<string, string>> = { phonenumber: 'phone', payment_link_radio: 'radio', rating: 'numberrating' };

export function fieldKindName(fieldType: string): string {
  const kind = Object.prototype.hasOwnProperty.call(ALIASES, fieldType) ? ALIASES[fieldType]! : fieldType;
  const known = Object.prototype.hasOwnProperty.call(t.fieldKinds, kind);
  return known ? t.fieldKinds[kind as keyof typeof t.fieldKinds] : t.otherKind(fieldType);
}
