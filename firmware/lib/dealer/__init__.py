"""The device app: screens, flow, and the one module that touches the hardware.

`hardware` is the only module that imports board, busio, keypad, microcontroller,
supervisor or adafruit_ssd1306; `app.App` runs everything else on top of it.
"""
