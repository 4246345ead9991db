import { Link } from 'react-router-dom';
import { cssTransition, distance } from '../motion/cssMotion';
import { css, styled } from '../styles/stitches.config';

const buttonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$control',
  paddingInline: '$5',
  borderRadius: '$pill',
  border: '1px solid transparent',
  fontSize: '$3',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: cssTransition('hover', ['background-color', 'color', 'border-color', 'transform']),
  '&:active': { transform: `translateY(${distance('hover', 'pressDistance')})` },
  '&[disabled]': { cursor: 'progress', opacity: 0.7 },
  variants: {
    tone: {
      solid: {
        backgroundColor: '$text',
        color: '$canvas',
        '@hover': {
          '&:hover': { backgroundColor: '$textHover' },
        },
      },
      outline: {
        borderColor: '$text',
        color: '$text',
        backgroundColor: 'transparent',
        '@hover': {
          '&:hover': { backgroundColor: '$surfaceSunken' },
        },
      },
    },
  },
  defaultVariants: { tone: 'solid' },
});

export const Button = styled('button', buttonStyle);
export const ButtonLink = styled(Link, buttonStyle);
export const ExternalButtonLink = styled('a', buttonStyle);

/** An inline text link with an arrow that nudges on hover. */
export const ArrowLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontWeight: 600,
  textDecoration: 'none',
  color: '$text',
  borderBottom: '1px solid currentColor',
  paddingBottom: '2px',
  '& [data-arrow]': { transition: cssTransition('hover', ['transform']) },
  '@hover': {
    '&:hover [data-arrow]': { transform: `translateX(${distance('hover', 'nudgeDistance')})` },
  },
});
