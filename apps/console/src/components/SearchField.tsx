import { InputAdornment, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';

/** The search box of a list screen (a searchbox named by its label, with the magnifier). */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
      // A basis of its own: with none (flex: 1) it was the item that gave way, squeezed to its icon beside long filters.
      sx={{ flex: '1 1 220px', maxWidth: 420 }}
    />
  );
}
