import { useTranslation } from 'react-i18next';

import { callingCodeOf, type CallingCode } from '@klubb/contracts';
import { useBrand } from '@klubb/runtime';
import { TextField, type TextFieldProps } from '@klubb/ui';

import { AUTH_NAMESPACE } from '../i18n';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>;

/** Which local numbers get the brand's calling code (issue 32: a Norwegian brand's are +47). */
const HINT_KEYS: Readonly<Record<CallingCode, string>> = {
  '+46': 'form.phoneHintSweden',
  '+47': 'form.phoneHintNorway',
};

/** The mobile number of registration and set-up: its label, the hint, the phone keyboard, `tel`. */
export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const hint = t(HINT_KEYS[callingCodeOf(useBrand())]);
  return <TextField label={t('form.phone')} hint={hint} type="tel" autoComplete="tel" {...props} />;
}
