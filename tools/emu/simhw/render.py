"""Pictures of the emulated OLED's pixels: terminal text and PNG files."""

from ssd1306_emulator import HEIGHT, WIDTH

# quadrant blocks indexed by bits: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right
_QUADRANTS = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"
ON_COLOUR = (120, 210, 255)     # the blue-white of a typical SSD1306 panel
OFF_COLOUR = (8, 8, 12)


def frame_to_text(frame, wide=False):
    """The pixels as 32 lines of text: 64 quadrant blocks (2x2 pixels) per line, or with
    `wide` 128 half blocks (1x2 pixels), which read better in a terminal that wide."""
    if wide:
        return _half_blocks(frame)
    lines = []
    for y in range(0, HEIGHT, 2):
        top = y * WIDTH
        bottom = top + WIDTH
        chars = []
        for x in range(0, WIDTH, 2):
            bits = (frame[top + x] | frame[top + x + 1] << 1 | frame[bottom + x] << 2
                    | frame[bottom + x + 1] << 3)
            chars.append(_QUADRANTS[bits])
        lines.append("".join(chars))
    return lines


def _half_blocks(frame):
    lines = []
    for y in range(0, HEIGHT, 2):
        top = y * WIDTH
        bottom = top + WIDTH
        lines.append("".join(" ▀▄█"[frame[top + x] | frame[bottom + x] << 1]
                             for x in range(WIDTH)))
    return lines


def frame_to_image(frame, scale=4):
    """A Pillow RGB image of the pixels, each one `scale` x `scale`, lit ones panel-coloured."""
    from PIL import Image

    image = Image.new("RGB", (WIDTH, HEIGHT), OFF_COLOUR)
    lit = [(i % WIDTH, i // WIDTH) for i, v in enumerate(frame) if v]
    for xy in lit:
        image.putpixel(xy, ON_COLOUR)
    if scale != 1:
        image = image.resize((WIDTH * scale, HEIGHT * scale), Image.NEAREST)
    return image


def write_png(frame, path, scale=4):
    """Write the pixels to `path` as a PNG."""
    frame_to_image(frame, scale).save(str(path), format="PNG")
