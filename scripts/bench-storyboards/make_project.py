#!/usr/bin/env python3
"""Writes an app folder of N storyboards for the import benchmark (run.sh): each
Base.lproj/ScreenK.storyboard has three static-table scenes of 4 sections x 6 cells (value1 cells,
custom cells with a switch, subtitle cells) in Xcode's XML, with de.lproj and fi.lproj .strings
(the Finnish ones UTF-16 with a BOM, as Xcode writes them). Everything is generated here."""
import os, sys

def cell(sid, k, kind):
    cid, lab, det = f"C{sid}-{k}", f"L{sid}-{k}a", f"L{sid}-{k}b"
    label = lambda i, t, x, w, font: f'''                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="{t}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="{i}">
                                                    <rect key="frame" x="{x}" y="12" width="{w}" height="20.333333333333332"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    {font}
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
'''
    sysfont = '<fontDescription key="fontDescription" type="system" pointSize="0.0"/>'
    if kind == 0:
        head = f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="{lab}" detailTextLabel="{det}" style="IBUITableViewCellStyleValue1" id="{cid}">'
        subviews = label(lab, f"Setting number {k}", 20, 120, sysfont) + label(det, f"Value {k}", 200, 100, sysfont)
        extra = f'<connections><segue destination="X" kind="show" id="S{sid}-{k}"/></connections>'
    elif kind == 1:
        head = f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="{cid}">'
        subviews = label(lab, f"Option {k} enabled", 20, 200, '<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>') + f'''                                                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="W{sid}-{k}">
                                                    <rect key="frame" x="284" y="6.5" width="51" height="31"/>
                                                </switch>
'''
        extra = ''
    else:
        head = f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="{lab}" detailTextLabel="{det}" style="IBUITableViewCellStyleSubtitle" id="{cid}">'
        subviews = label(lab, f"Account {k}", 20, 120, '<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>') + label(det, f"Signed in as user {k}", 20, 140, '<fontDescription key="fontDescription" type="system" pointSize="12"/>')
        extra = ''
    return f'''                                    {head}
                                        <rect key="frame" x="20" y="55" width="353" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="{cid}" id="V{sid}-{k}">
                                            <rect key="frame" x="0.0" y="0.0" width="322" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
{subviews}                                            </subviews>
                                        </tableViewCellContentView>
                                        {extra}
                                    </tableViewCell>
''', [(f"{lab}.text", "x"), (f"{det}.text", "y")]

def storyboard(n):
    scenes, keys = [], []
    for s in range(3):
        sections = []
        for sec in range(4):
            sid = f"{n}-{s}-{sec}"
            cells = []
            for k in range(6):
                text, ks = cell(sid, k, (sec + k) % 3)
                cells.append(text)
                keys += ks
            keys.append((f"Sec{sid}.headerTitle", "h"))
            sections.append(f'''                            <tableViewSection headerTitle="Section {sec}" footerTitle="About section {sec} of this screen." id="Sec{sid}">
                                <cells>
{''.join(cells)}                                </cells>
                            </tableViewSection>
''')
        scenes.append(f'''        <scene sceneID="Z{n}-{s}">
            <objects>
                <tableViewController id="T{n}-{s}" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="B{n}-{s}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections>
{''.join(sections)}                        </sections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Screen {n}.{s}" id="N{n}-{s}"/>
                </tableViewController>
            </objects>
        </scene>
''')
    doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
{''.join(scenes)}    </scenes>
</document>
'''
    return doc, keys

def main():
    folder, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 50
    for d in ["Base.lproj", "de.lproj", "fi.lproj"]:
        os.makedirs(os.path.join(folder, d), exist_ok=True)
    for n in range(count):
        doc, keys = storyboard(n)
        with open(os.path.join(folder, "Base.lproj", f"Screen{n}.storyboard"), "w") as f:
            f.write(doc)
        de = "".join(f'"{k}" = "Deutscher Text {i} für {v}";\n' for i, (k, v) in enumerate(keys))
        fi = "".join(f'"{k}" = "Suomenkielinen teksti {i} ({v})";\n' for i, (k, v) in enumerate(keys))
        with open(os.path.join(folder, "de.lproj", f"Screen{n}.strings"), "w") as f:
            f.write(de)
        with open(os.path.join(folder, "fi.lproj", f"Screen{n}.strings"), "wb") as f:
            f.write(b"\xff\xfe" + fi.encode("utf-16-le"))

main()
