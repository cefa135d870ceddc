import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `dump` never writes what `check` refuses (issue 32: `pointSize="1e308"` became "needs inf
/// pt"): generated storyboards with sizes and frames from ordinary to absurd are either refused
/// by the storyboard reader at an element, or read into a dump whose JSON the dump decoder
/// accepts.
@Suite struct StoryboardRoundTripTests {
    static func storyboard(tableWidth: String, labelWidth: String, height: String, pointSize: String, accessoryWidth: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="t1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="t1" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="insetGrouped" rowHeight="-1" id="tv1">
                                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="\(height)"/>
                                <sections>
                                    <tableViewSection id="sec1">
                                        <cells>
                                            <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="lbl1" id="c1">
                                                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="44"/>
                                                <tableViewCellContentView key="contentView" tableViewCell="c1" id="cv1">
                                                    <subviews>
                                                        <label text="Wi-Fi" id="lbl1">
                                                            <rect key="frame" x="20" y="0.0" width="\(labelWidth)" height="44"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                                                        </label>
                                                        <switch contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw1">
                                                            <rect key="frame" x="300" y="6" width="\(accessoryWidth)" height="31"/>
                                                        </switch>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let widths = ["0", "1", "320", "393", "1366", "10000", "10000.5", "1e308", "-1", "inf", "nan", "4.9e-324", "abc"]
    static let sizes = ["0", "0.5", "17", "200", "200.01", "1e308", "-3", "inf", "nan", "1e-320"]

    @Test func whatTheReaderAcceptsTheDumpDecoderAccepts() {
        var generator = SplitMix64(seed: 3_200)
        func pick(_ items: [String]) -> String { items[Int(generator.next() % UInt64(items.count))] }
        var read = 0, refused = 0
        for _ in 0..<300 {
            let text = Self.storyboard(tableWidth: pick(Self.widths), labelWidth: pick(Self.widths), height: pick(Self.widths), pointSize: pick(Self.sizes), accessoryWidth: pick(Self.widths))
            let document: StoryboardReader.Document
            do {
                document = try StoryboardReader.read(Array(text.utf8), file: "Base.lproj/S.storyboard")
            } catch {
                // Refused: at an element, saying what range it expected.
                #expect(error.position != nil)
                #expect(error.message.contains("must be a finite number from"), "\(error.message)")
                refused += 1
                continue
            }
            read += 1
            let json = StoryboardImport.dumpJSON(document.dump.screens)
            do {
                _ = try DumpLoader.decode(Array(json.utf8), file: "dump.json")
            } catch {
                Issue.record("the dump of an accepted storyboard is refused: \(error)\n\(text)")
            }
        }
        // Both outcomes happen, or the property says little.
        #expect(read > 20 && refused > 20, "read \(read), refused \(refused)")
    }
}
