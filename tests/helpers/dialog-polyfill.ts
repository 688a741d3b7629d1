/**
 * jsdom has <dialog> but not show()/showModal()/close(). This stand-in opens and closes it through the
 * `open` attribute and fires "close" as browsers do (what Escape ends in, too).
 */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}
