/**
 * What the desk hears and feels besides what it sees: a short high beep when a ticket is in, two low ones and a
 * buzz when it is not for this show or day, so a busy door notices without looking. Silent where the device has
 * no Web Audio or vibration (the page always shows the answer).
 */
let audio: AudioContext | null = null;

function tone(frequency: number, startIn: number, seconds: number) {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    const at = audio.currentTime + startIn;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.08, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + seconds);
  } catch {
    // A browser that refuses audio (no gesture yet, too many contexts) still shows the answer.
  }
}

export function admittedFeedback() {
  tone(1320, 0, 0.12);
  navigator.vibrate?.(60);
}

export function warningFeedback() {
  tone(330, 0, 0.22);
  tone(262, 0.28, 0.32);
  navigator.vibrate?.([220, 90, 220, 90, 220]);
}
