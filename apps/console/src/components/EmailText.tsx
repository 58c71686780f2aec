import { Fragment } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * An e-mail address that wraps where people expect: before the '@' and before each '.' of the domain, never letter by letter
 * in a narrow column (overflow-wrap: break-word keeps the column's minimum at the longest piece; only a piece wider
 * than the whole cell breaks inside). The full address stays in the title.
 */
export function EmailText({ email, sx }: { email: string; sx?: SxProps<Theme> }) {
  const at = email.lastIndexOf('@');
  const pieces = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return (
    <Box component="span" title={email} sx={[{ overflowWrap: 'break-word' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </Box>
  );
}
