// The strings rjsf itself draws (array buttons, the empty-list hint) in the studio's language; the
// rest stay rjsf's English.
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { studioTexts, type StudioLang, type StudioTextKey } from './studio-texts';

const OWN: Partial<Record<TranslatableString, StudioTextKey>> = {
  [TranslatableString.AddButton]: 'formAdd',
  [TranslatableString.AddItemButton]: 'formAdd',
  [TranslatableString.CopyButton]: 'formCopy',
  [TranslatableString.MoveUpButton]: 'formMoveUp',
  [TranslatableString.MoveDownButton]: 'formMoveDown',
  [TranslatableString.RemoveButton]: 'formRemove',
  [TranslatableString.ClearButton]: 'formClear',
  [TranslatableString.EmptyArray]: 'formEmptyArray',
  [TranslatableString.KeyLabel]: 'formKeyLabel',
};

export function formStrings(lang: StudioLang): (text: TranslatableString, params?: string[]) => string {
  return (text, params) => {
    const key = OWN[text];
    return key ? replaceStringParameters(studioTexts[key][lang], params) : englishStringTranslator(text, params);
  };
}
