/** 16-bit mono PCM samples as a WAV file: a RIFF header, then the samples. */
export function encodeWav(samples: Int16Array, rate: number): Buffer {
  const file = Buffer.alloc(44 + samples.length * 2);
  file.write("RIFF", 0);
  file.writeUInt32LE(36 + samples.length * 2, 4);
  file.write("WAVEfmt ", 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write("data", 36);
  file.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, i) => file.writeInt16LE(sample, 44 + i * 2));
  return file;
}

/**
 * A short loop to listen to: `notes` (frequencies in Hz) played in turn over a kick on every beat,
 * each note fading out, so demo entries sound different and show a real waveform.
 */
export function demoLoop(notes: readonly number[], bpm: number, bars = 2, rate = 22050): Buffer {
  const beat = (60 / bpm) * rate;
  const total = Math.round(beat * 4 * bars);
  const samples = new Int16Array(total);
  const step = beat / 2;
  for (let i = 0; i < total; i++) {
    const inStep = (i % step) / rate;
    const note = notes[Math.floor(i / step) % notes.length]!;
    const melody = Math.sin(2 * Math.PI * note * inStep) * Math.exp(-inStep * 6);
    const inBeat = (i % beat) / rate;
    const kick = Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-inBeat * 30)) * inBeat) * Math.exp(-inBeat * 12);
    samples[i] = Math.round((melody * 0.45 + kick * 0.55) * 20000);
  }
  return encodeWav(samples, rate);
}
