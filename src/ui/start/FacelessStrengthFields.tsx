import { content } from '../../engine/data';
import type { FacelessStrength } from '../../source/tableSource';
import { facelessStrengthText } from '../words/facelessStrengthText';

interface FacelessStrengthFieldsProps {
  id: string;
  value: FacelessStrength;
  onChange(value: FacelessStrength): void;
}

/**
 * RB-44d: how strong the Faceless play against the people at the table. A house option, so it
 * says so; it is not the module's solo preference (EV-CHOICE-6), which keeps its printed modes in
 * its own group.
 */
export function FacelessStrengthFields({ id, value, onChange }: FacelessStrengthFieldsProps) {
  const noteId = `${id}-strength-note`;
  return (
    <fieldset className="form-group" aria-describedby={noteId}>
      <legend>
        Faceless strength <span className="house-tag">house option</span>
      </legend>
      <p id={noteId} className="muted">
        Not in the printed game: a handicap the Faceless seats get when people play against them. It
        never changes a person’s seat and is separate from the solo preference.
      </p>
      {content.FACELESS_STRENGTH_IDS.map((strength) => (
        <label key={strength} className="radio radio--block">
          <input
            type="radio"
            name={`${id}-strength`}
            value={strength}
            checked={value === strength}
            onChange={() => onChange(strength)}
          />
          <span>
            {content.FACELESS_STRENGTHS[strength].name}{' '}
            <span className="muted">— {facelessStrengthText(strength)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
