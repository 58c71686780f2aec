import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { Box, Checkbox, FormControlLabel, Slider, Stack, Typography } from '@mui/material';
import { cropToBlob } from './crop.ts';
import { useObjectUrl } from './object-url.ts';

/** Arrow keys move the crop 10 px, 1 px with Shift (react-easy-crop takes a fifth of its step while Shift is held). */
const CROP_KEY_STEP = 10;
const CROP_FINE_STEP = 1;
const SHIFT_FACTOR = 0.2;

/** Default height of the crop area and the preview: what the 800x450 dialog leaves beside its title, picker and buttons. */
const CROP_AREA_HEIGHT = 200;
const MIN_CROP_HEIGHT = 100;

export interface ImageCropPanelProps {
  /** The picked jpeg or png. */
  image: Blob;
  /** The caller's aspect (e.g. BANNER_ASPECT_RATIO); without it the image's own. */
  aspect?: number;
  disabled?: boolean;
  /** Height of the crop area and the preview (px). */
  height?: number;
  /** The cropped image, or null while none exists yet. */
  onCropped: (blob: Blob | null) => void;
  /** The browser cannot decode the picked bytes (e.g. a .png that is not an image): nothing can be cropped. */
  onUnreadable?: () => void;
}

/**
 * The crop area (react-easy-crop) beside the cropped preview. 'Manter proporções' (checked by default) locks
 * the crop to the caller's aspect, or to the image's own; unchecked, a 'Proporção' slider frees the ratio.
 */
export function ImageCropPanel({
  image,
  aspect,
  disabled,
  height = CROP_AREA_HEIGHT,
  onCropped,
  onUnreadable,
}: ImageCropPanelProps) {
  const { t } = useTranslation();
  const source = useObjectUrl(image);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [keep, setKeep] = useState(true);
  const [ownAspect, setOwnAspect] = useState<number | undefined>(undefined);
  const [area, setArea] = useState<Area | null>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const preview = useObjectUrl(cropped);
  const [freeAspect, setFreeAspect] = useState<number | null>(null);
  const [fine, setFine] = useState(false);
  const helpId = useId();
  const trackShift = (event: KeyboardEvent) => {
    if (event.key === 'Shift' || event.shiftKey !== fine) setFine(event.type === 'keydown' && event.shiftKey);
  };
  const lockedAspect = aspect ?? ownAspect ?? 4 / 3;
  const effectiveAspect = keep ? lockedAspect : (freeAspect ?? lockedAspect);

  // The cropper shows an empty dark area for bytes the browser cannot decode: find out, and say so (SPEC.md §8 alert).
  useEffect(() => {
    if (!source || !onUnreadable) return;
    let current = true;
    const probe = new Image();
    probe.onerror = () => {
      if (!current) return;
      console.error(`image could not be decoded: ${image.type}`);
      onUnreadable();
    };
    probe.src = source;
    return () => {
      current = false;
      probe.onerror = null;
    };
  }, [source, image.type, onUnreadable]);

  useEffect(() => {
    if (!source || !area) return;
    let current = true;
    cropToBlob(source, area, image.type === 'image/png' ? 'image/png' : 'image/jpeg')
      .then((blob) => {
        if (!current) return;
        setCropped(blob);
        onCropped(blob);
      })
      .catch((error: unknown) => console.error(error)); // SPEC.md §8: an image load failure is only logged
    return () => {
      current = false;
    };
  }, [source, area, image.type, onCropped]);

  return (
    // The crop area gives up height (down to MIN_CROP_HEIGHT) before the controls below it leave the dialog,
    // e.g. when an alert shows above it.
    <Stack spacing={1} sx={{ flex: '1 1 auto', minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ height, minHeight: MIN_CROP_HEIGHT, flex: '0 1 auto' }}>
        <Box
          sx={{
            position: 'relative',
            flex: 1,
            overflow: 'hidden',
            bgcolor: 'grey.900',
            // The crop area takes keyboard focus: a black and a white ring drawn inside its edge (the area may fill the
            // whole box, which clips anything outside), one of which shows on any image; the second shadow keeps
            // react-easy-crop's dimming around the crop (its colour is the area's currentColor).
            '& .reactEasyCrop_CropArea:focus-visible': {
              outline: '3px solid #ffffff',
              outlineOffset: -6,
              boxShadow: 'inset 0 0 0 3px #000000, 0 0 0 9999em',
            },
          }}
          aria-label={t('upload.original')}
          role="group"
          onKeyDownCapture={trackShift}
          onKeyUpCapture={trackShift}
          onBlur={() => setFine(false)}
        >
          {source ? (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={effectiveAspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              onMediaLoaded={(size: MediaSize) => setOwnAspect(size.naturalWidth / size.naturalHeight)}
              keyboardStep={fine ? CROP_FINE_STEP / SHIFT_FACTOR : CROP_KEY_STEP}
              cropperProps={{
                role: 'application',
                'aria-label': t('upload.cropArea'),
                'aria-describedby': helpId,
                'aria-disabled': disabled || undefined,
              }}
            />
          ) : null}
        </Box>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('upload.croppedPreview')}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary" variant="body2">
              {t('upload.noCrop')}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ flexShrink: 0 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={keep}
              disabled={disabled}
              onChange={(event) => {
                setKeep(event.target.checked);
                if (!event.target.checked) setFreeAspect(lockedAspect);
              }}
            />
          }
          label={t('upload.keepProportions')}
        />
        {keep ? null : (
          <Slider
            value={effectiveAspect}
            min={0.25}
            max={4}
            step={0.05}
            disabled={disabled}
            onChange={(_event, value) => setFreeAspect(value as number)}
            aria-label={t('upload.proportion')}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => value.toFixed(2)}
            sx={{ maxWidth: 200 }}
          />
        )}
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.1}
          disabled={disabled}
          onChange={(_event, value) => setZoom(value as number)}
          aria-label={t('upload.zoom')}
          sx={{ maxWidth: 240 }}
        />
        <Typography id={helpId} variant="caption" color="text.secondary">
          {t('upload.cropHelp')}
        </Typography>
      </Stack>
    </Stack>
  );
}
