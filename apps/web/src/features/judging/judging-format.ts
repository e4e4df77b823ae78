/** A gain in decibels as the panel shows it, one decimal and a real minus sign: '−4.2 dB', '+1.0 dB', '0.0 dB'. */
export function formatGain(db: number): string {
  const rounded = Math.round(db * 10) / 10;
  if (rounded === 0) return "0.0 dB";
  return `${rounded < 0 ? "−" : "+"}${Math.abs(rounded).toFixed(1)} dB`;
}
