/** A point one phase of an update waits for and another opens (once). */
export class Gate {
  readonly opened: Promise<void>;
  open!: () => void;

  constructor() {
    this.opened = new Promise<void>((resolve) => (this.open = resolve));
  }
}
