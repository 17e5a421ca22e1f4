import { useTranslation } from 'react-i18next';

import { ERRORS_NAMESPACE, errorMessageKey } from '@klubb/i18n';
import { useBrand } from '@klubb/runtime';
import { errorCodeOf } from '@klubb/sdk';
import { Dialog } from '@klubb/ui';

import { MORE_NAMESPACE } from '../i18n';

/** Form rules of the More pages that the shared error texts do not name, and their keys. */
const OWN_MESSAGES: Readonly<Record<string, string>> = {
  'form/zip-code-not-numeric': 'form.zipCodeNotNumeric',
  'form/company-name-missing': 'form.companyNameMissing',
};

export interface FormErrorDialogProps {
  /** An error, or the code of a broken form rule; nothing shows while null. */
  error: unknown;
  onClose: () => void;
}

/** A form's error in a dialog, in the member's language (spec §8 "Form errors … in a dialog"). */
export function FormErrorDialog({ error, onClose }: FormErrorDialogProps) {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  const { t: tMore } = useTranslation(MORE_NAMESPACE);
  const brand = useBrand();
  if (error === null || error === undefined) return null;
  const code = errorCodeOf(error);
  const own = code ? OWN_MESSAGES[code] : undefined;
  const message = own ? tMore(own) : t(errorMessageKey(code), { email: brand.contact.email });
  return <Dialog message={message} onClose={onClose} />;
}
