/**
 * The question "give your second factor again" that a write asking for it (403 STEP_UP_REQUIRED, decision 0104)
 * puts to the user, outside React: the API client asks and waits; the step-up dialog of the signed-in frame
 * shows the question and answers it. Writes refused at once share one question. With no dialog on screen the
 * answer is no at once, so a call never waits for a question nobody sees.
 */
type Listener = () => void;

let waiting: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;
let dialogs = 0;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const stepUpPrompt = {
  /** Resolves true once the user gave the code (the write may be sent again), false when it cancelled. */
  ask(): Promise<boolean> {
    if (dialogs === 0) return Promise.resolve(false);
    if (waiting) return waiting.promise;
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    waiting = { promise, resolve };
    emit();
    return promise;
  },
  /** The dialog's answer. */
  answer(ok: boolean) {
    const w = waiting;
    waiting = null;
    emit();
    w?.resolve(ok);
  },
  isAsking: () => waiting !== null,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A dialog that can answer is on screen (counted: mount and unmount). */
  attach() {
    dialogs += 1;
    return () => {
      dialogs -= 1;
      if (dialogs === 0) stepUpPrompt.answer(false);
    };
  },
};
