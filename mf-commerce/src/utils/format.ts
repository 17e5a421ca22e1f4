/** Money as the brand's language writes it: "1 234,50 kr". */
export const formatMoney = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

/** A ticket's start, date and time, in the brand's language and Stockholm time. */
export const formatDateTime = (ms: number, language: string) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(ms);
