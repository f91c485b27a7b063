import './number-ball.css';

export type BallTone = 'pick' | 'result' | 'letter' | 'empty';

const two = (value: number) => String(value).padStart(2, '0');

/** A lottery ball: a number shown with two digits ('07'), a letter, or '00' / '--' when none. */
export function NumberBall({ value, tone = 'pick', size = 'md', placeholder = '--' }: {
  value: number | string | null | undefined;
  tone?: BallTone;
  size?: 'sm' | 'md' | 'lg';
  placeholder?: string;
}) {
  const empty = value === null || value === undefined || value === '';
  const text = empty ? placeholder : typeof value === 'number' ? two(value) : /^\d+$/.test(value) ? two(Number(value)) : value;
  return <span className={`ball ball-${size} ball-${empty ? 'empty' : tone}`}>{text}</span>;
}

/** A row of balls read as one phrase ('Numbers 07, 12, 33, 45, 60 and letter K'). */
export function BallRow({ numbers, letter, tone = 'pick', size = 'md', label, placeholder }: {
  numbers: (number | string | null)[];
  letter?: string | null;
  tone?: BallTone;
  size?: 'sm' | 'md' | 'lg';
  label: string;
  placeholder?: string;
}) {
  return (
    <div className="ball-row" role="img" aria-label={label}>
      {numbers.map((n, i) => (
        <NumberBall key={i} value={n} tone={tone} size={size} placeholder={placeholder} />
      ))}
      {letter !== undefined && <NumberBall value={letter} tone="letter" size={size} placeholder={placeholder} />}
    </div>
  );
}

/** The words a BallRow stands for. */
export function ballsLabel(numbers: (number | string | null)[], letter?: string | null, placeholder = '--'): string {
  const shown = numbers.map((n) => (n === null || n === '' ? placeholder : two(Number(n))));
  return letter === undefined ? shown.join(', ') : `${shown.join(', ')} + ${letter || placeholder}`;
}
