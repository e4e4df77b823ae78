import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

/** The Judge Panel's shared listening: loudness matching for every player, and A/B switching between them. */
interface ListeningSession {
  /** Every submission plays at -14 LUFS (on by default): blind listeners favour the louder master. */
  loudnessMatch: boolean;
  setLoudnessMatch(on: boolean): void;
  /** Registers a submission's audio element in list order; returns the unregister function. */
  register(id: string, media: HTMLAudioElement): () => void;
  /**
   * Plays a submission. While another one plays, it takes over at the same position (A/B), clamped
   * to its own length, and the other pauses.
   */
  play(id: string): void;
  /** Plays the submission at `index` in list order (keys 1–9), A/B from whatever plays now. */
  playAt(index: number): void;
  /** Pauses whatever plays, or resumes the last one played. */
  toggle(): void;
}

const Session = createContext<ListeningSession | null>(null);

export function ListeningSessionProvider({ order, children }: { order: string[]; children: ReactNode }) {
  const [loudnessMatch, setLoudnessMatch] = useState(true);
  const players = useRef(new Map<string, HTMLAudioElement>());
  const last = useRef<string | null>(null);

  const register = useCallback((id: string, media: HTMLAudioElement) => {
    players.current.set(id, media);
    return () => void players.current.delete(id);
  }, []);

  const play = useCallback((id: string) => {
    const target = players.current.get(id);
    if (!target) return;
    const playing = [...players.current.entries()].find(([other, media]) => other !== id && !media.paused);
    if (playing) {
      const [, source] = playing;
      const length = Number.isFinite(target.duration) ? target.duration : Number.POSITIVE_INFINITY;
      target.currentTime = Math.min(source.currentTime, length);
      source.pause();
    }
    last.current = id;
    void target.play().catch(() => undefined);
  }, []);

  const playAt = useCallback((index: number) => {
    const id = order[index];
    if (id) play(id);
  }, [order, play]);

  const toggle = useCallback(() => {
    const playing = [...players.current.values()].find((media) => !media.paused);
    if (playing) return playing.pause();
    const id = last.current ?? order[0];
    if (id) play(id);
  }, [order, play]);

  const value = useMemo(() => ({ loudnessMatch, setLoudnessMatch, register, play, playAt, toggle }), [loudnessMatch, register, play, playAt, toggle]);
  return <Session.Provider value={value}>{children}</Session.Provider>;
}

/** The Judge Panel's listening session; the players and controls sit inside its provider. */
export function useListeningSession(): ListeningSession {
  const session = useContext(Session);
  if (!session) throw new Error("useListeningSession needs a ListeningSessionProvider");
  return session;
}
