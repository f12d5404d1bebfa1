import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';

const variants = { high: 'success', medium: 'warning', low: 'destructive' } as const;

const dotColours = { high: 'bg-success', medium: 'bg-warning', low: 'bg-destructive' } as const;

/** A quiet form for long lists: a coloured dot and the level in words. */
export function ConfidenceDot({ level }: { level: string | null | undefined }) {
  const known = level === 'high' || level === 'medium' || level === 'low' ? level : null;
  const word = known ?? 'unknown';
  return (
    <span className="inline-flex items-center gap-1" data-testid="confidence-dot">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', known ? dotColours[known] : 'bg-muted-foreground')}
      />
      {word.charAt(0).toUpperCase() + word.slice(1)} confidence
    </span>
  );
}

/** A cross-check on the document failed: "Check", with the reason, whatever the value's confidence. */
export function CheckNote({ reason }: { reason: string }) {
  return (
    <span
      className="inline-flex items-center gap-1 font-medium text-warning-foreground"
      data-testid="check-note"
    >
      <Badge variant="warning">Check</Badge>
      {reason}
    </span>
  );
}

/** High, medium or low confidence; anything else reads Unknown. */
export function ConfidenceBadge({
  level,
  uppercase = false,
  suffix = 'confidence',
  className,
}: {
  level: string | null | undefined;
  uppercase?: boolean;
  suffix?: string;
  className?: string;
}) {
  const known = level === 'high' || level === 'medium' || level === 'low' ? level : null;
  const word = known ?? 'unknown';
  const text = uppercase ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);
  return (
    <Badge
      variant={known ? variants[known] : 'outline'}
      className={cn(className)}
      data-testid="confidence-badge"
      aria-label={`${word} ${suffix}`.trim()}
    >
      {text}
      {suffix && <span className="font-normal">{suffix}</span>}
    </Badge>
  );
}
