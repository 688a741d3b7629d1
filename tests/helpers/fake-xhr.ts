/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
export class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  responseType = "";
  private listeners: Record<string, (() => void)[]> = {};
  upload = {
    listeners: [] as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[],
    addEventListener: (
      _type: string,
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) => {
      this.upload.listeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.listeners.abort?.forEach((l) => l());
  }
  progress(loaded: number, total: number) {
    this.upload.listeners.forEach((l) => l({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.load?.forEach((l) => l());
  }
}
