// Pocket dealer enclosure for the reference build: a tray holding the Raspberry Pi
// Pico, a LiPo and its charger, and a lid carrying the 0.96" SSD1306 OLED and the
// four buttons. Every size is a parameter (millimetres); change them, then run
// `make hardware` for build/hardware/enclosure.stl and hardware/enclosure.png.
//
// part = "print"   tray and lid side by side, lid upside down, ready to slice
//        "tray" / "lid"  one part
//        "preview" assembled view with the lid lifted and the parts in colour

part = "preview";

// Shell
wall = 2;                 // side walls
floor_t = 1.6;            // tray floor
lid_t = 1.6;              // lid plate
inner = [80, 46, 18];     // inside length (x), width (y), height (z) of the tray
corner_r = 3;             // outer corner radius
lip_h = 3;                // lid lip that drops into the tray
lip_t = 1.2;              // lip wall thickness
fit_gap = 0.25;           // clearance between lip and tray walls
$fn = 40;

// Raspberry Pi Pico: 51 x 21 mm, USB at the x = 0 end
pico = [51, 21, 1];
pico_at = [0.6, 2];              // inside coordinates of the PCB corner
pico_holes = [[2, 4.8], [2, 16.2], [49, 4.8], [49, 16.2]];
standoff_h = 3;
standoff_d = 4.5;
standoff_hole_d = 1.8;           // M2 self-tapping screw
usb_opening = [11, 7];           // width, height: room for a plug's moulding

// Slide switch between the charger and VSYS, on the far end wall
switch_opening = [9, 4.2];
switch_y = 32;                   // centre, inside coordinates
switch_z = 5;                    // centre above the floor

// OLED module (0.96" SSD1306, 27 x 27.5 mm board): window over the visible area
oled_board = [27.5, 27.5, 4];
oled_window = [24, 13];
oled_window_centre = [30, 31];   // inside coordinates, seen from the top
oled_holes = [23.5, 23.5];       // mounting hole spacing
oled_post_d = 1.9;
oled_post_h = 2.5;
oled_window_offset = 3.5;        // window centre above the board centre (towards +y)

// Buttons: 6 x 6 mm tactile switches on a strip of perfboard under the lid
button_hole_d = 4.2;             // the plunger pokes through
soft_keys_y = 7;                 // A B C, under the screen
soft_keys_pitch = 12;
menu_key = [66, 22];             // MENU, right of the screen

// LiPo (503035, 500 mAh) and charger module, for the preview and the space check
lipo = [35, 30, 5.5];
charger = [17, 26, 4];

outer = [inner[0] + 2 * wall, inner[1] + 2 * wall];

module rounded_box(size, r) {
    // A box with rounded vertical edges, corner at the origin.
    hull() for (x = [r, size[0] - r], y = [r, size[1] - r])
        translate([x, y, 0]) cylinder(r = r, h = size[2]);
}

module tray() {
    difference() {
        rounded_box([outer[0], outer[1], floor_t + inner[2]], corner_r);
        // Hollow
        translate([wall, wall, floor_t]) cube([inner[0], inner[1], inner[2] + 1]);
        // USB opening in the x = 0 wall, centred on the Pico's connector
        usb_y = wall + pico_at[1] + pico[1] / 2;
        usb_z = floor_t + standoff_h + pico[2] + 1.3;
        translate([-1, usb_y - usb_opening[0] / 2, usb_z - usb_opening[1] / 2])
            cube([wall + 2, usb_opening[0], usb_opening[1]]);
        // Power switch slot in the far wall
        translate([outer[0] - wall - 1, wall + switch_y - switch_opening[0] / 2,
                   floor_t + switch_z - switch_opening[1] / 2])
            cube([wall + 2, switch_opening[0], switch_opening[1]]);
    }
    // Standoffs for the Pico
    for (h = pico_holes)
        translate([wall + pico_at[0] + h[0], wall + pico_at[1] + h[1], floor_t])
            difference() {
                cylinder(d = standoff_d, h = standoff_h);
                cylinder(d = standoff_hole_d, h = standoff_h + 1);
            }
}

function soft_key_x(i) = oled_window_centre[0] + (i - 1) * soft_keys_pitch;

module lid() {
    // Drawn upright, in place: the plate sits on top of the tray walls.
    z0 = floor_t + inner[2];
    difference() {
        union() {
            translate([0, 0, z0]) rounded_box([outer[0], outer[1], lid_t], corner_r);
            // Lip that drops inside the walls
            translate([wall + fit_gap, wall + fit_gap, z0 - lip_h])
                difference() {
                    cube([inner[0] - 2 * fit_gap, inner[1] - 2 * fit_gap, lip_h]);
                    translate([lip_t, lip_t, -1])
                        cube([inner[0] - 2 * fit_gap - 2 * lip_t,
                              inner[1] - 2 * fit_gap - 2 * lip_t, lip_h + 2]);
                }
        }
        // Screen window, chamfered towards the outside
        translate([wall + oled_window_centre[0], wall + oled_window_centre[1], z0 - 0.01])
            hull() {
                translate([-oled_window[0] / 2, -oled_window[1] / 2, 0])
                    cube([oled_window[0], oled_window[1], 0.01]);
                translate([-oled_window[0] / 2 - lid_t, -oled_window[1] / 2 - lid_t, lid_t])
                    cube([oled_window[0] + 2 * lid_t, oled_window[1] + 2 * lid_t, 0.02]);
            }
        // Soft keys A B C and the MENU key
        for (i = [0 : 2])
            translate([wall + soft_key_x(i), wall + soft_keys_y, z0 - 1])
                cylinder(d = button_hole_d, h = lid_t + 2);
        translate([wall + menu_key[0], wall + menu_key[1], z0 - 1])
            cylinder(d = button_hole_d, h = lid_t + 2);
    }
    // Posts that locate the OLED module through its mounting holes
    oled_centre = [wall + oled_window_centre[0], wall + oled_window_centre[1] - oled_window_offset];
    for (dx = [-1, 1], dy = [-1, 1])
        translate([oled_centre[0] + dx * oled_holes[0] / 2, oled_centre[1] + dy * oled_holes[1] / 2,
                   z0 - oled_post_h])
            cylinder(d = oled_post_d, h = oled_post_h);
}

module parts_inside() {
    // Stand-ins for the electronics, for the preview only.
    z_pcb = floor_t + standoff_h;
    color("green") translate([wall + pico_at[0], wall + pico_at[1], z_pcb]) cube(pico);
    color("silver") translate([wall + pico_at[0] - 1.3, wall + pico_at[1] + pico[1] / 2 - 4, z_pcb + pico[2]])
        cube([5.5, 8, 2.6]);
    color("royalblue") translate([wall + pico_at[0] + 8, wall + inner[1] - lipo[1] - 1, z_pcb + pico[2] + 3])
        cube(lipo);
    color("purple") translate([wall + inner[0] - charger[0] - 1, wall + 2, floor_t]) cube(charger);
    z_top = floor_t + inner[2];
    color("midnightblue")
        translate([wall + oled_window_centre[0] - oled_board[0] / 2,
                   wall + oled_window_centre[1] - oled_window_offset - oled_board[1] / 2,
                   z_top - oled_board[2]])
            cube(oled_board);
    for (i = [0 : 2])
        color("black") translate([wall + soft_key_x(i) - 3, wall + soft_keys_y - 3, z_top - 4]) cube([6, 6, 4]);
    color("black") translate([wall + menu_key[0] - 3, wall + menu_key[1] - 3, z_top - 4]) cube([6, 6, 4]);
}

if (part == "tray") tray();
if (part == "lid") lid();
if (part == "print") {
    tray();
    // Lid upside down beside the tray
    translate([0, 2 * outer[1] + 10, floor_t + inner[2] + lid_t]) rotate([180, 0, 0]) lid();
}
if (part == "preview") {
    color("lightgrey") tray();
    parts_inside();
    color("whitesmoke", 0.9) translate([0, 0, 22]) lid();
}
