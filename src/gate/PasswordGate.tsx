import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { GATE_FORM_ATTRIBUTE, takeEarlyGateSubmit } from '../boot/protocol';
import { Button } from '../components/buttons';
import { LockIcon } from '../components/icons';
import { ExternalLink } from '../components/ExternalLink';
import { DisplayHeading, Eyebrow } from '../components/typography';
import { gate as copy } from '../content/gate';
import { navigation } from '../content/site';
import type { CaseStudySummary } from '../content/types';
import { screenBelowHeader } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import type { GateError } from './gateMachine';

interface Props {
  study: CaseStudySummary;
  busy: boolean;
  error: GateError;
  /** Resolves true once unlocked. */
  onSubmit: (password: string) => Promise<boolean>;
}

/**
 * The locked screen: exactly the specification's gate, below what the study is (its public card,
 * as the home page shows it) and above how to ask for the password.
 */
export function PasswordGate({ study, busy, error, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [attempts, setAttempts] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const inputId = useId();

  const submit = async (typed: string) => {
    if (await onSubmit(typed)) return;
    setPassword('');
    setAttempts((count) => count + 1);
    input.current?.focus();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(password);
  };

  // What the visitor typed, and submitted, before the app hydrated is theirs: take it over.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setPassword(typed);
    if (takeEarlyGateSubmit()) void submit(typed);
    // Once, on arrival: later renders own the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Password fields silently strip line breaks; keep pasted text exactly as pasted, so a password
  // copied with a trailing newline is compared as it is (and refused) rather than quietly trimmed.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? password.length;
    setPassword(password.slice(0, start) + text + password.slice(selectionEnd ?? start));
  };

  const message =
    error === 'password' ? copy.error : error === 'unavailable' ? copy.loadError : null;

  return (
    <StyledPanel data-gate>
      <StyledPending data-gate-pending hidden role="status">
        {copy.opening}
      </StyledPending>
      <StyledCard {...{ [GATE_FORM_ATTRIBUTE]: '' }}>
        <StyledAbout>
          <Eyebrow tone="accent">
            {copy.eyebrow} · {study.employer.name} · {study.year}
          </Eyebrow>
          <StyledStudyTitle>{study.title}</StyledStudyTitle>
          <StyledTeaser>{study.teaser}</StyledTeaser>
        </StyledAbout>
        <StyledBadge aria-hidden>
          <LockIcon width={22} height={22} />
        </StyledBadge>
        <DisplayHeading size="sm">{copy.title}</DisplayHeading>
        <StyledText>{copy.text}</StyledText>
        <noscript>
          <StyledNoScript>{copy.noScript}</StyledNoScript>
        </noscript>
        <StyledForm onSubmit={handleSubmit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {copy.label}
          </label>
          <StyledInput
            ref={input}
            id={inputId}
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder={copy.placeholder}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onPaste={handlePaste}
            aria-invalid={error === 'password' || undefined}
            aria-describedby={message ? errorId : undefined}
            invalid={error === 'password'}
          />
          {/* The alert stays (a live region's own insertion is not heard everywhere); its message
              goes while a password is checked and comes back new, so a repeated error is
              announced again, once. */}
          <StyledError id={errorId} role="alert">
            {message && !busy && <span key={attempts}>{message}</span>}
          </StyledError>
          <Button type="submit" disabled={busy}>
            {busy ? copy.checking : copy.submit}
          </Button>
        </StyledForm>
        <StyledAccess>
          {copy.access}{' '}
          <ExternalLink href={navigation.profile.href}>{copy.accessLink}</ExternalLink>
        </StyledAccess>
        <StyledBack to={navigation.home.href}>{copy.back}</StyledBack>
      </StyledCard>
    </StyledPanel>
  );
}

const StyledPanel = styled('div', screenBelowHeader, {
  display: 'grid',
  placeItems: 'center',
  paddingBlock: '$7',
  px: '$4',
});

const StyledPending = styled('p', { gridArea: '1 / 1', color: '$textMuted', fontSize: '$3' });

const StyledCard = styled('div', {
  gridArea: '1 / 1',
  width: '100%',
  maxWidth: '440px',
  padding: '$6 $5',
  borderRadius: '$3',
  backgroundColor: '$surface',
  boxShadow: '$card',
  border: '1px solid $hairline',
  '@md': { padding: '$7' },
});

// What the study is, as its home card says it: the public face of what the password opens.
const StyledAbout = styled('div', {
  paddingBottom: '$5',
  marginBottom: '$5',
  borderBottom: '1px solid $hairline',
});

const StyledStudyTitle = styled('p', {
  fontFamily: '$display',
  fontSize: '$8',
  lineHeight: '$tight',
  letterSpacing: '$tight',
});

const StyledTeaser = styled('p', { marginTop: '$2', color: '$textMuted' });

const StyledAccess = styled('p', {
  marginTop: '$5',
  fontSize: '$3',
  color: '$textMuted',
  '& a': { color: '$text', fontWeight: 600 },
});

const StyledBadge = styled('div', {
  display: 'grid',
  placeItems: 'center',
  size: '$control',
  marginBottom: '$5',
  borderRadius: '$pill',
  backgroundColor: '$$accentTint',
  color: '$$accent',
});

const StyledText = styled('p', { marginTop: '$3', color: '$textMuted' });

const StyledForm = styled('form', {
  display: 'grid',
  gap: '$3',
  marginTop: '$5',
  // Without scripts the password could not be checked: no form that cannot work.
  '@media (scripting: none)': { display: 'none' },
});

const StyledNoScript = styled('p', {
  marginTop: '$5',
  padding: '$4',
  borderRadius: '$2',
  backgroundColor: '$surfaceSunken',
  fontSize: '$3',
});

const StyledInput = styled('input', {
  minHeight: '$control',
  width: '100%',
  padding: '0 $4',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$canvas',
  fontSize: '$4',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&:focus-visible': { outline: '2px solid $$accent', outlineOffset: '1px' },
  variants: { invalid: { true: { borderColor: '$danger' } } },
});

const StyledError = styled('p', {
  minHeight: '1.5em',
  marginTop: '-$1',
  color: '$danger',
  fontSize: '$3',
  fontWeight: 500,
});

const StyledBack = styled(Link, {
  display: 'inline-block',
  marginTop: '$5',
  fontSize: '$3',
  color: '$textMuted',
  textDecoration: 'none',
  '@hover': {
    '&:hover': { color: '$text', textDecoration: 'underline' },
  },
});
