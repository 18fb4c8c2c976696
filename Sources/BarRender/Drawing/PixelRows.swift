import Foundation

/// Rows of pixels copied out of a surface (packed, without the stride's padding), compared with
/// and copied back into it: what ``BlurCache`` and ``PlatterCache`` keep.
enum PixelRows {
    static func packed(_ data: UnsafeMutablePointer<UInt8>, stride: Int, rowBytes: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for y in 0..<height { (buffer.baseAddress! + y * rowBytes).initialize(from: data + y * stride, count: rowBytes) }
            count = rowBytes * height
        }
    }

    static func equal(_ data: UnsafeMutablePointer<UInt8>, stride: Int, rowBytes: Int, height: Int, packed: [UInt8]) -> Bool {
        packed.withUnsafeBufferPointer { packed in
            for y in 0..<height where memcmp(data + y * stride, packed.baseAddress! + y * rowBytes, rowBytes) != 0 { return false }
            return true
        }
    }

    static func copy(_ packed: [UInt8], to data: UnsafeMutablePointer<UInt8>, stride: Int, rowBytes: Int, height: Int) {
        packed.withUnsafeBufferPointer { packed in
            for y in 0..<height { (data + y * stride).update(from: packed.baseAddress! + y * rowBytes, count: rowBytes) }
        }
    }
}
