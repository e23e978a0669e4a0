import './readAloud.css';

/** Reads a text with the browser's speech synthesis, where there is one (feature-detected). */
export function ReadAloud({ text, label }: { text: string; label: string }) {
  const speech = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!speech || typeof SpeechSynthesisUtterance === 'undefined') return null;
  const read = () => {
    speech.cancel();
    speech.speak(new SpeechSynthesisUtterance(text));
  };
  return (
    <button type="button" className="quiet read-aloud" onClick={read}>
      {label}
    </button>
  );
}
