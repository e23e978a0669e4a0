import { memo } from 'react';
import { content } from '../../../engine/data';
import type { Choice, SeatFacts, SeatView } from '../../../source/tableSource';
import { CardTips } from '../../kit/CardTip';
import type { DecisionOption } from '../../kit/decisionOptions';
import { actionCardText, denizenText, vaalaText } from '../../words/cardText';
import { FactionBadge } from '../../kit/FactionBadge';
import { ICONS } from '../../kit/icons';
import { DragonTracks, PowerTrack } from './PlayerTracks';
import { lazyPart } from '../../kit/lazyPart';
import { sameByReference } from '../../kit/sameByReference';
import { Stat } from '../../kit/Stat';
import { cardName, denizenName, factionName, regionName, vaalaName } from '../../words/names';
import './players.css';

// Only a game with an Epic character, or a Dragon dial bonded to a General, shows these.
const EpicBoard = lazyPart(() => import('./EpicBoard').then((m) => m.EpicBoard));
const BondedDialCard = lazyPart(() => import('./BondedDialCard').then((m) => m.BondedDialCard));

interface PlayerStripProps {
  /**
   * The seat as some viewer sees it. Hands show only when that view reveals them (`hand` not null),
   * which the engine allows only for the viewer's own seat.
   */
  seat: SeatView;
  /**
   * What the rules say of the seat now (the view's `seatFacts`): its Power goal with its bonded
   * partner's tokens (RB-42, RB-43), a Dragon's wound track, its Epic card side, a bonded dial.
   */
  facts: SeatFacts;
  deciding: boolean;
  hasInitiative: boolean;
  onChoose(choice: Choice): void;
  /** EV-CHAR-8: this seat holds Aellas's Ally token. */
  holdsAllyToken?: boolean;
  /** False while the seat's Epic board is drawn beside the decision bar instead. */
  showEpicBoard?: boolean;
}

/** One player's board in brief: Power, wounds and Essence, Denizens and hand sizes. */
function PlayerStripCard({
  seat,
  facts,
  deciding,
  hasInitiative,
  onChoose,
  holdsAllyToken,
  showEpicBoard = true,
}: PlayerStripProps) {
  const role = seat.role === 'general' ? 'General' : 'Dragon';
  const RoleIcon = seat.role === 'general' ? ICONS.general : ICONS.dragon;
  const ControllerIcon = seat.controller === 'human' ? ICONS.human : ICONS.faceless;
  const headingId = `player-${seat.id}`;
  const { goal, woundTrack, bondedDial } = facts;

  return (
    <article
      className={`player${deciding ? ' player--deciding' : ''}`}
      style={{ borderColor: content.FACTIONS[seat.id].colour }}
      aria-labelledby={headingId}
    >
      <div className="player__head">
        <h3 id={headingId} className="player__name">
          <FactionBadge side={seat.id} />
          <span>
            {seat.name} · {factionName(seat.id)}
          </span>
        </h3>
        <p className="player__meta">
          <span className="chip">
            <RoleIcon aria-hidden="true" className="icon" />
            {role}
          </span>
          <span className="chip">
            <ControllerIcon aria-hidden="true" className="icon" />
            {seat.controller === 'human' ? 'Human' : 'Faceless'}
          </span>
          {seat.epic && (
            <span className="chip chip--epic" title="Played as an Epic character (EV-EPIC-SETUP)">
              <ICONS.epic aria-hidden="true" className="icon" />
              Epic
            </span>
          )}
          {hasInitiative && (
            <span className="chip">
              <ICONS.initiative aria-hidden="true" className="icon" />
              Initiative
            </span>
          )}
          {holdsAllyToken && (
            <span className="chip">
              <ICONS.ally aria-hidden="true" className="icon" />
              Ally token
            </span>
          )}
          {deciding && <span className="chip chip--deciding">Deciding</span>}
        </p>
      </div>
      <dl className="player__stats">
        <Stat label="Power" icon={ICONS.power}>
          {seat.power.unspent} unspent, {seat.power.spent} spent
        </Stat>
        <Stat label="At">{regionName(seat.location)}</Stat>
        {woundTrack && (
          // A Dragon's (a General has no wound track).
          <>
            <Stat label="Wounds" icon={ICONS.wound}>
              {seat.wounds} of {woundTrack.capacity}
            </Stat>
            <Stat label="Essence" icon={ICONS.essence}>
              {seat.essence.length} of {content.ESSENCE_TRACK_LENGTH}
            </Stat>
          </>
        )}
        {seat.bondedTo && (
          <Stat label="Bonded to" icon={ICONS.bond}>
            {factionName(seat.bondedTo)}
          </Stat>
        )}
        <Stat label="Vaala cards" icon={ICONS.vaalaCard}>
          {seat.vaalaHandCount}
        </Stat>
        <Stat label="Action cards">{seat.handCount}</Stat>
        <Stat label="Denizens" icon={ICONS.denizen}>
          <CardTips
            cards={seat.denizens.map((denizen) => ({
              key: denizen,
              name: denizenName(denizen),
              text: denizenText(denizen),
            }))}
          />
        </Stat>
        {seat.lasting.length > 0 && (
          <Stat label="Face up" icon={ICONS.vaalaCard}>
            <CardTips
              cards={seat.lasting.map((card) => ({
                key: card.card,
                // EV-CHAR-10: a card Aellas laid before his Ally says whose it is.
                name: card.from
                  ? `${vaalaName(card.card)} (${factionName(card.from)}'s)`
                  : vaalaName(card.card),
                text: vaalaText(card.card),
              }))}
            />
          </Stat>
        )}
        {seat.skipNextGlyph && (
          <Stat label="Skull" icon={ICONS.skull}>
            loses the next Glyph
          </Stat>
        )}
      </dl>
      <PowerTrack seat={seat} goal={goal} />
      {woundTrack && <DragonTracks seat={seat} track={woundTrack} />}
      {bondedDial && <BondedDialCard dial={bondedDial} />}
      {seat.epic && showEpicBoard && (
        // The deciding seat answers slot choices on its board beside the decision (DeciderEpicBoard).
        <EpicBoard seat={seat} facts={facts} slotOptions={NO_SLOTS} onChoose={onChoose} />
      )}
      {seat.vaalaHand && (
        <div className="player__hand" aria-label={`${seat.name}'s hand (private)`} role="group">
          <p>
            <strong>Your Vaala cards:</strong>{' '}
            <CardTips
              cards={seat.vaalaHand.map((card) => ({
                key: card,
                name: vaalaName(card),
                text: vaalaText(card),
              }))}
            />
          </p>
          {seat.hand && (
            <details>
              <summary>Your Action cards ({seat.hand.length})</summary>
              <p>
                <CardTips
                  cards={seat.hand.map((card) => ({
                    key: card,
                    name: cardName(card),
                    text: actionCardText(card),
                  }))}
                />
              </p>
            </details>
          )}
        </div>
      )}
    </article>
  );
}

const NO_SLOTS: DecisionOption[] = [];

/**
 * Redrawn only when its seat, its facts or another prop are other objects: a move leaves most seats
 * as they were, and the view keeps a seat's facts while the rules say the same of it
 * (docs/architecture.md "Structural sharing", "How components memo").
 */
export const PlayerStrip = memo(PlayerStripCard, sameByReference);
