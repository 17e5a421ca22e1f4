/**
 * jsdom has <dialog> but not its modal methods; this gives it the part the components use, so a
 * dialog's content is open (and so in the accessibility tree) exactly when the browser's would be.
 * For tests only (`@klubb/ui/testing`), of the kit's Dialog and of the apps that show it.
 */
export function installDialogMethods(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
