export {};

/**
 * happy-dom's HTMLDialogElement.showModal() only sets `open`. Browsers also turn Escape into a
 * cancelable `cancel` event on the top modal dialog (closing it unless prevented); the admin's
 * ConfirmDialog relies on that, so the tests get it too.
 */
const modals: HTMLDialogElement[] = [];
const showModal = HTMLDialogElement.prototype.showModal;
const closeDialog = HTMLDialogElement.prototype.close;

HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  showModal.call(this);
  modals.push(this);
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
  const index = modals.indexOf(this);
  if (index >= 0) modals.splice(index, 1);
  closeDialog.call(this, returnValue);
};

document.addEventListener('keydown', (event) => {
  const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  if (event.key !== 'Escape' || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
